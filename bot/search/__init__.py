"""Vocabularies, indexes and fuzzy matching over a snapshot of loaded profiles."""
