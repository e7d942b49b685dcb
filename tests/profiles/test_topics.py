"""Splitting glued topic lines with the bundled topics and the loaded skills."""

from __future__ import annotations

import pytest

from bot.profiles.topics import TopicSplitter
from bot.resources import VOCAB_DIR, read_lines

SKILLS = ["tensorrt", "cuda", "triton", "tensor", "compiler-development", "mlr", "h264"]


@pytest.fixture(scope="module")
def splitter() -> TopicSplitter:
    return TopicSplitter(read_lines(VOCAB_DIR / "topics.txt"), SKILLS)


@pytest.mark.parametrize(
    ("run", "topics"),
    [
        ("metalvulkancompilertensoropencl", ["metal", "vulkan", "compiler", "tensor", "opencl"]),
        (
            "compilerprogramming-languagecode-generationtriton",
            ["compiler", "programming-language", "code-generation", "triton"],
        ),
        ("deep-learningpytorch", ["deep-learning", "pytorch"]),
        ("python", ["python"]),
        ("qwzxplorbt", ["qwzxplorbt"]),
        ("gotham", ["gotham"]),
        ("compilerqwzxplorbt", ["compiler", "qwzxplorbt"]),
        ("qwzxplorbtcompiler", ["qwzxplorbt", "compiler"]),
        ("h264cuda", ["h264", "cuda"]),
        ("c", ["c"]),
        ("", []),
    ],
)
def test_split_prefers_fewest_known_words(
    splitter: TopicSplitter, run: str, topics: list[str]
) -> None:
    assert list(splitter.split(run)) == topics


def test_better_known_word_wins_a_tie() -> None:
    splitter = TopicSplitter(["ab", "cd", "abc", "d"], ["abcd-x"])
    assert splitter.split("abcd") == ("ab", "cd")
    assert TopicSplitter(["abc", "ab", "cd"]).split("abcd") == ("ab", "cd")
    assert TopicSplitter(["ab", "cd", "a", "bcd"]).split("abcd") == ("ab", "cd")


def test_an_overlong_run_stays_whole(splitter: TopicSplitter) -> None:
    run = "python" * 100
    assert splitter.split(run) == (run,)
