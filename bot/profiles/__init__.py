"""Profile records: the model, the text-export parser, and loading a data directory."""

from bot.profiles.loader import LoadReport, Rejection, load_profiles
from bot.profiles.model import Contribution, Education, Profile, Skill, StackOverflow

__all__ = [
    "Contribution",
    "Education",
    "LoadReport",
    "Profile",
    "Rejection",
    "Skill",
    "StackOverflow",
    "load_profiles",
]
