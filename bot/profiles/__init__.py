"""Profile records: the model, the text-export parser, and loading a data directory."""
