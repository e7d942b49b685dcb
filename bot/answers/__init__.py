"""Turning a message into an answer: intents, queries, ranking with evidence."""
