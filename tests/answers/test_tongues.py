import pytest

from bot.answers.engine import Engine
from bot.answers.model import Intent
from bot.answers.tongues import in_english
from tests.conftest import team_snapshot


@pytest.fixture(scope="module")
def team() -> Engine:
    return team_snapshot().engine


@pytest.mark.parametrize(
    ("folded", "english"),
    [
        ("alguien q sepa scrapy", "who knows scrapy"),
        ("quien maneja d3 o svelte", "who knows d3 or svelte"),
        ("necesito a alguien con geopandas pa un join espacial", "who knows geopandas"),
        ("cuantos perfiles hay", "how many profiles"),
        ("cuantos trabajan en civica digital ahorita", "how many people work at civica digital"),
        ("¿donde estudio andres", "where did andres study"),
        ("que hace lucas", "what does lucas do"),
        ("valentina duarte sabe python", "does valentina duarte know python"),
        ("quien es el mas fuerte en d3", "who is best at d3"),
        ("quien sabe mas postgres, camila o andres", "who is better at postgres, camila or andres"),
        ("lista de todos los que estan en mexico", "list everyone in mexico"),
        ("quien ha metido codigo en secop-scraper", "who contributed to secop-scraper"),
        ("quantas pessoas sabem python", "how many people know python"),
        ("como funciona este bot, que le puedo preguntar", "help"),
        ("who knows rust", "who knows rust"),
        ("no se, manana vemos", "no se, manana vemos"),
    ],
)
def test_the_frame_of_a_spanish_or_portuguese_question_in_english(
    folded: str, english: str
) -> None:
    assert in_english(folded) == english


@pytest.mark.parametrize(
    ("typed", "headline"),
    [
        ("alguien q sepa rust", "5 people know rust"),
        ("quién maneja cuda o triton", "5 people know cuda or triton"),
        ("cuántos perfiles hay", "17 profiles in all."),
        ("mei sabe cuda?", "Yes: Mei Lin knows cuda (scored 7 of 10)."),
        ("quién sabe más rust, daniel kim o lukas becker",
         "At rust: Daniel Kim (rust 10/10) is ahead of Lukas Becker (rust 9/10)."),
        ("quién trabaja en bytedance", "2 people at ByteDance (1 more in the past)"),
        ("quantas pessoas sabem python", "10 people know python"),
        ("quien vive en trinidad y tobago", "Nobody here is based in Trinidad y Tobago."),
    ],
)  # fmt: skip
def test_questions_typed_in_spanish_or_portuguese_are_answered(
    team: Engine, typed: str, headline: str
) -> None:
    assert team.answer(typed).headline == headline


@pytest.mark.parametrize(
    "typed",
    [
        "no sé, mañana vemos", "vamos a comer?", "quien viene a comer",
        "quien trabaja en la oficina hoy", "quien trabaja para el cliente",
        "quem trabalhou no projeto", "quien estudio en la biblioteca", "quien fue a la fiesta",
        "quien contribuyo a la fiesta", "quien esta en la reunion", "quien vive en mi casa",
        "cuantos trabajan en casa", "onde mora o perigo", "quienes son todos estos",
        "dame la lista", "cuantos somos", "que estudio ayer", "donde esta mi cafe",
        "el mejor en todo", "lukas lives in a van, no",
    ],
)  # fmt: skip
def test_spanish_chatter_stays_unanswered(team: Engine, typed: str) -> None:
    assert team.answer(typed).intent is Intent.NONE
