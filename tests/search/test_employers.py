"""Past employers read from a summary's sentences."""

from __future__ import annotations

import pytest

from bot.search.employers import past_employers


@pytest.mark.parametrize(
    ("summary", "current", "past"),
    [
        # every `at` of a sentence about before, not only the first
        ("She previously worked at iFood on the logistics data lake and at Stone on settlement"
         " reporting.", "Tucano Pay", ["iFood", "Stone"]),
        ("He came from Nubank, where he worked on Clojure microservices, and before that he was"
         " at PagSeguro.", "Tucano Pay", ["Nubank", "PagSeguro"]),
        ("He joined from Cabify, where he worked on the driver app, and before that he was at"
         " Glovo.", "Tucano Pay", ["Cabify", "Glovo"]),
        ("Before joining Nordvakt she spent five years on the product security team at Ericsson,"
         " hardening baseband software.", "Nordvakt Labs", ["Ericsson"]),
        # a company's name may hold a school's word when it is not a school's name
        ("Before Nordvakt he was a penetration tester at Samsung R&D Institute Poland.",
         "Nordvakt Labs", ["Samsung R&D Institute Poland"]),
        ("He previously worked at Intel on PCIe driver validation and at Samsung R&D Institute"
         " Poland on storage drivers.", None, ["Intel", "Samsung R&D Institute Poland"]),
        # a name that starts with a number; a time is no name
        ("Before the hospital she previously worked at 10x Genomics as a field application"
         " scientist.", "Karolinska", ["10x Genomics"]),
        ("She previously worked at Stripe and joined the standup at 10am daily.", None,
         ["Stripe"]),
        ("Before that he worked at 10am Standups Weekly, a podcast.", None, []),
        # a working student has a job there
        ("Before Continental she worked at Bosch as a working student, writing test firmware in"
         " C for radar sensor boards.", "Continental", ["Bosch"]),
        # places of study are not employers, nor what work was for
        ("She previously worked at Goldman Sachs on trading infrastructure and studied at IIT"
         " Bombay and the University of Oxford.", "Meta", ["Goldman Sachs"]),
        ("Previously at Google, he worked on XLA before moving to NVIDIA to lead optimizations"
         " for Triton.", "NVIDIA", ["Google"]),
        ("Before joining ETH she was a postdoc at the University of Toronto, and she did her PhD"
         " at University College London after a Diplom in mathematics at KIT.", "ETH Zürich",
         []),
        # the older shapes still hold
        ("He has worked across industry labs including Microsoft Research Asia, ByteDance, and"
         " DeepSeek AI.", "DeepSeek AI", ["Microsoft Research Asia", "ByteDance"]),
        ("Over thirteen years he has worked with Farfetch, Critical Software and several"
         " startups.", None, ["Farfetch", "Critical Software"]),
        ("She leads the data team at Tucano Pay.", "Tucano Pay", []),
        # a name with & in it is one company; study after another clause leaves it
        ("Previously she worked at Procter & Gamble and Johnson & Johnson.", None,
         ["Procter & Gamble", "Johnson & Johnson"]),
        ("He previously built a store at Google and did his PhD at ETH.", None, ["Google"]),
        # `the` before a name, years somewhere, what the work was about after it
        ("She previously worked at the Broad Institute, where she used Hail, and at the"
         " Regeneron Genetics Center on exome-wide association studies.", None,
         ["Broad Institute", "Regeneron Genetics Center"]),
        ("He has 14 years of coding experience, including five years at Microsoft on Azure"
         " networking and four years at Dell Technologies.", None,
         ["Microsoft", "Dell Technologies"]),
        ("He has 12 years of coding experience, first at Infosys and then at Nokia.", None,
         ["Infosys", "Nokia"]),
        ("She joined Strandline after 3 years as a variant scientist at the Broad Institute's"
         " platform.", "Strandline", ["Broad Institute"]),
        ("Before Strandline he spent 4 years on the Broad Institute's data platform working"
         " with GATK best practices.", None, ["Broad Institute"]),
        # a team of a company, without `the` or said `in` (a city's scene is no employer)
        ("Before Switchpoint he spent four years on Amazon's payments team in Hyderabad.", None,
         ["Amazon"]),
        ("Before Switchpoint he spent five years in Network Rail's capacity planning team in"
         " Milton Keynes.", None, ["Network Rail"]),
        ("Before that she spent ten years in London's fintech scene.", None, []),
        # a unit of a company someone was in: its practice
        ("Earlier he was an analyst at NHS Digital and a consultant in Accenture's health"
         " practice.", "Meridian", ["NHS Digital", "Accenture"]),
        ("Previously a developer in London's startup scene.", None, []),
        ("Before that he worked in Deloitte's forensic technology practice.", None, ["Deloitte"]),
        ("At the Wellcome Sanger Institute he worked on genome assembly. At Strandline he"
         " leads fastq-rs.", "Strandline", ["Wellcome Sanger Institute"]),
        # initials in brackets stay with a name; `for` joins one; its end is not another
        ("Before joining he worked at the Deutsches Klimarechenzentrum (DKRZ) and at the Max"
         " Planck Institute for Meteorology, where he ported ICON.", None,
         ["Deutsches Klimarechenzentrum (DKRZ)", "Max Planck Institute for Meteorology"]),
        ("He spent seven years at the European Centre for Medium-Range Weather Forecasts"
         " (ECMWF), working on 4D-Var.", None,
         ["European Centre for Medium-Range Weather Forecasts (ECMWF)"]),
        ("He joined Isentropic Labs from the National Center for Atmospheric Research (NCAR),"
         " where he spent four years.", "Isentropic Labs",
         ["National Center for Atmospheric Research (NCAR)"]),
        # another name in brackets stays with a name too: in another language, or earlier;
        # a bracket that lists or describes does not
        ("Before Kestrel she worked at Iarnród Éireann (Irish Rail) on traffic management and"
         " spent three years at Stripe.", "Kestrel Freight Rail",
         ["Iarnród Éireann (Irish Rail)", "Stripe"]),
        ("She spent five years at Thales (formerly Gemalto) on SIM provisioning.", "Velantis",
         ["Thales (formerly Gemalto)"]),
        ("He was previously at HHLA (Hamburger Hafen und Logistik AG) on crane scheduling.",
         None, ["HHLA (Hamburger Hafen und Logistik AG)"]),
        ("She previously worked at Acme (Python, Go) and at Quantiva (a startup).", None,
         ["Acme", "Quantiva"]),
        ("During his studies he worked at Comarch as an intern.", None, ["Comarch"]),
        # a tool worked with, or worked on with, is no employer
        ("He worked on programmable data planes with P4 and eBPF at Norrvik.", "Norrvik", []),
        # came to the present employer from a past one; moving between cities names none
        ("He came to Kestrel Robotics from ANYbotics, where he worked on autonomy.",
         "Kestrel Robotics", ["ANYbotics"]),
        ("He moved to Berlin from Munich in 2020.", "Acme", []),
        # the present employer by its first word; where a career started
        ("She moved to Lanternfish from Kestrel Online, where she ran the matchmaking fleet.",
         "Lanternfish Studios", ["Kestrel Online"]),
        ("She started her career on the pricing team at Northgate Assurance.", "Harborline",
         ["Northgate Assurance"]),
        ("She started her career at MIT as a PhD student.", "Acme", []),
        # a postdoc, a fellowship or a visiting post at a company or institute is work there
        ("After her doctorate she did a postdoc at Institut Pasteur and then spent three years"
         " at bioMérieux.", "Qiagen", ["Institut Pasteur", "bioMérieux"]),
        ("He spent two years at Feedzai building streaming data pipelines and a year as a fellow"
         " at CERN working on tape archive tooling.", "Northfield", ["Feedzai", "CERN"]),
        ("She spent five years at MET Norway in Oslo, followed by two years as a visiting"
         " scientist at ECMWF in Reading.", "Met Office", ["MET Norway", "ECMWF"]),
        # an internship is a job, whatever was studied during it
        ("He wrote his master's thesis during an internship at Bosch on heat generation in"
         " battery packs.", "Ampera Labs", ["Bosch"]),
        ("She did a summer data science internship at the Guardian while finishing her PhD.",
         "Meridian", ["Guardian"]),
        # what the company is, in any case, before its name; a word ends before a name
        ("Before Harbourline he worked at the Spanish bank BBVA reading identity documents.",
         "Harbourline Insurance", ["BBVA"]),
        ("Before Tower he spent three years at the hedge fund Two Sigma in New York.",
         "Tower Research Capital", ["Two Sigma"]),
        ("She spent three years at CERN writing trigger firmware for the ATLAS detector.",
         "Optiver", ["CERN"]),
        # `and before that from`: the employer before the last one
        ("He came from DAZN, where he worked on live football streams, and before that from BT"
         " Sport and Sky.", "Kanal Nord", ["DAZN", "BT Sport", "Sky"]),
        ("He came from Zalando, and before that from Google in Munich, where he worked on Pub/Sub"
         " clients.", "Modalia", ["Zalando", "Google"]),
        # `before` a clause of its own says nothing of a past employer
        ("She pulls transactions through PSD2 providers and renews the consents before they"
         " expire. Before Invoxa she worked at N26.", "Invoxa", ["N26"]),
    ],
)
def test_past_employers_from_the_summary(summary: str, current: str | None, past: list[str]) -> None:
    assert past_employers(summary, current) == past


@pytest.mark.parametrize(
    ("summary", "employers"),
    [("He spent a summer as a research intern on Google's speech team.", ["Google"]),
     ("He spent his childhood summers on Martha's Vineyard.", [])],
)  # fmt: skip
def test_an_internship_on_a_company_s_team_is_a_past_employer(
    summary: str, employers: list[str]
) -> None:
    assert past_employers(summary, None) == employers
