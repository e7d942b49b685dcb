"""Data paths into a ready engine: loading, the load cache, the stored snapshot's file, and
building it here or in a child process."""
