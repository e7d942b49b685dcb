"""Renderers: Answer -> Discord embeds, and embeds -> console text."""
