"""Splitting glued topic lines with the bundled topics and the loaded skills."""

from __future__ import annotations

import pytest

from bot.profiles.topics import TopicSplitter, repository_words
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
        # a collaborative editor's topics: conflict-free replicated data types, offline first
        (
            "crdtcollaborationoffline-firstjavascript",
            ["crdt", "collaboration", "offline-first", "javascript"],
        ),
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


@pytest.mark.parametrize(
    ("run", "repo", "description", "topics"),
    [
        ("swiftcomposable-architecturetca", "pointfreeco/swift-composable-architecture", None,
         ["swift", "composable-architecture", "tca"]),
        ("apache-airflowpythonworkflow", "apache/airflow", "Author and schedule workflows",
         ["apache-airflow", "python", "workflow"]),
        ("gogolanglanguage", "golang/go", "The Go programming language",
         ["go", "golang", "language"]),
        ("kubernetesk8s-operatorgo", "acme/k8s-operator", None, ["kubernetes", "k8s-operator", "go"]),
        ("zqxwvblorp-fnord", "a/b", None, ["zqxwvblorp-fnord"]),
    ],
)  # fmt: skip
def test_topics_of_repositories_the_vocabulary_never_saw(
    splitter: TopicSplitter, run: str, repo: str, description: str | None, topics: list[str]
) -> None:
    pieces = list(splitter.split(run, repository_words(repo, description)))
    assert pieces == topics
    assert not any(p.startswith("-") or p.endswith("-") for p in pieces)
