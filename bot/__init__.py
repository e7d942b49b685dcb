"""A Discord bot that answers a team's questions about developer profiles."""
