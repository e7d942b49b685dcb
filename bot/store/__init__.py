"""Where added profiles are kept (the data directory, or PostgreSQL) and how a change reaches
every process that answers."""
