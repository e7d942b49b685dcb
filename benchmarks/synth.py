"""Synthetic developer profiles for benchmarks, deterministic from a seed.

    generate(n, seed)   -> n Profile records, filled like parsed exports
    to_export(profile)  -> the profile as the site's text export; parsing it gives the
                           record back, except that topics stay glued and source is unset
    queries(profiles)   -> questions with what they ask about, drawn from the profiles
                           (alias questions use data/vocab/skill_aliases.json)

    python -m benchmarks.synth [N]   checks the export round trip on N profiles (2,000)

Vocabularies (names, skills, companies, places, schools, repositories) are built
from the seed, not read from files, so the same seed always gives the same data.
Popularity follows Zipf's law: a few skills, companies and repositories are everywhere.
"""

from __future__ import annotations

import json
import random
import sys
import time
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import msgspec
from rapidfuzz import process
from rapidfuzz.distance import OSA

from bot.profiles.loader import slugify
from bot.profiles.model import (
    STATS,
    Contribution,
    Education,
    Profile,
    Skill,
    StackOverflow,
)
from bot.profiles.parser import parse_export, split_headline
from bot.resources import VOCAB_DIR
from bot.search.text import key, skill_key, words

ALIASES_FILE = Path(__file__).resolve().parent.parent / "data" / "vocab" / "skill_aliases.json"
FOOTER = (
    "Find and Hire Top DevelopersWe\u2019ve analyzed the programming source code of over "
    "60 million software developers on GitHub and scored them by 50,000 skills. "
    "Sign-up on Prog,AI to search for software developers."
)
BADGE_EMOJI = {"Rockstar": "\U0001f929", "Top School": "\U0001f393", "Hidden Gem": "\U0001f48e"}
LETTERS = "abcdefghijklmnopqrstuvwxyz"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
# How often each contribution count appears, relative to the others.
STAT_WEIGHTS = {"commits": 10, "prs": 6, "reviews": 5, "pushes": 6, "branches": 2, "comments": 3,
                "issues": 2}  # fmt: skip


def _w(text: str) -> list[str]:
    return text.split()


def _p(text: str) -> list[str]:
    return [t.strip() for t in text.split("|")]


def _table(text: str) -> dict[str, list[str]]:
    """`key: word word` lines, the lines of a key joined; `_` in a word stands for a space."""
    out: dict[str, list[str]] = {}
    for line in text.strip().splitlines():
        k, _, words = line.partition(": ")
        out.setdefault(k, []).extend(w.replace("_", " ") for w in words.split())
    return out


def _countries(text: str) -> list[tuple[str, str, float, list[tuple[str, list[str]]]]]:
    """`Name | culture | share` lines, each followed by `Region: City, City; ...` lines."""
    out: list[tuple[str, str, float, list[tuple[str, list[str]]]]] = []
    for line in text.strip().splitlines():
        if line.startswith(" "):
            for part in line.strip().split("; "):
                region, _, cities = part.partition(": ")
                out[-1][3].append((region, cities.split(", ")))
        else:
            name, culture, share = line.split(" | ")
            out.append((name, culture, float(share), []))
    return out


# ---- people --------------------------------------------------------------------------

PINYIN = _w(
    "hao ran yi fan xin wei jie ming chen gang zi han yu tian jun lei ling mei qing rui shu "
    "ting xiao yang yue zhen kai bo lin hui jia jing long peng qiang sheng tao wen xuan yan "
    "ying yong zhi hong dong feng guo hai hua ke lu na ning ping qi si song xi xue ya yun zhe "
    "zhuo chao cheng"
)
# `culture first|last: names`, most common first; Chinese given names come from PINYIN.
PEOPLE = _table("""
zh last: Wang Li Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo
zh last: Zheng Liang Xie Song Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai
zh last: Jiang Yu Du Ye Cheng Wei Su Lu Ding Ren Shen Yao Fang Jin Qian
in first: Arjun Priya Rahul Ananya Vikram Sneha Aditya Kavya Rohan Deepika Karthik Lakshmi
in first: Sanjay Divya Amit Pooja Suresh Meera Nikhil Shreya Venkatesh Harsha Ishaan Aarav
in first: Nandini Pranav Siddharth Tanvi Varun Yash Rajesh Anjali Gaurav Neha Abhishek Ritu
in first: Manish Swati Akshay Bhavya
in last: Sharma Patel Kumar Singh Gupta Reddy Iyer Nair Rao Menon Krishnan Natarajan Raghavan
in last: Subramanian Chatterjee Banerjee Mukherjee Joshi Desai Mehta Shah Verma Agarwal Pillai
in last: Venkataraman Srinivasan Bhat Kulkarni Deshpande Chopra Malhotra Kapoor Das Bose Ghosh
in last: Mishra Pandey Tiwari Yadav Hegde
ar first: Mohammed Ahmed Omar Ali Fatima Layla Youssef Khalid Hassan Nour Aisha Karim Mariam
ar first: Tariq Rania Samir Hana Ibrahim Zainab Mustafa Salma Bilal Yasmin Faisal Amira
ar last: Al-Hassan Haddad Khoury Mansour Nasser Saleh Farouk El-Sayed Abdallah Hamdan Rahman
ar last: Aziz Bakr Darwish Habib Jaber Kassem Mahmoud Othman Sabbagh Suleiman Yousef Zaki
ar last: Al-Amin Al-Rashid
es first: José María Juan Lucía Carlos Sofía Javier Ana Miguel Camila Alejandro Valentina Diego
es first: Isabel Andrés Gabriela Tomás Ramón Martín Verónica Sebastián Ángel Raúl Julián
es first: Nicolás Mónica Elena Pablo Marta Adrián
es last: García Fernández López Martínez Rodríguez González Pérez Sánchez Ramírez Torres Flores
es last: Rivera Gómez Díaz Vargas Castro Ortiz Núñez Romero Herrera Medina Jiménez Morales Ruiz
es last: Álvarez Muñoz Navarro Domínguez Gil Serrano
pt first: João Inês Pedro Beatriz Gonçalo Luís Mariana Rafael Larissa Thiago Camila Lucas
pt first: Fernanda Gustavo Letícia Bruno Juliana Vinícius Tatiana Matheus
pt last: Silva Santos Oliveira Souza Costa Pereira Almeida Carvalho Gonçalves Araújo Ribeiro
pt last: Mendes Ferreira Lima Barbosa Rocha Nascimento Cardoso Teixeira Moreira
fr first: Léa Chloé Hugo Louis Théo Camille Manon Étienne Benoît Zoé Jérôme François Hélène
fr first: Amélie Gaël Noémie Clément Sébastien Aurélie Mathéo
fr last: Dubois Lefèvre Moreau Laurent Girard Bonnet Rousseau Fontaine Chevalier Mercier
fr last: Garnier Faure Boucher Lemaire Roux Durand Leroy Fournier Bérard Gauthier
de first: Lukas Jonas Leon Felix Maximilian Anna Lena Sophie Jürgen Käthe Matthias Tobias
de first: Sebastian Katharina Friederike Moritz Niklas Johanna Stefan Ulrike
de last: Müller Schmidt Schneider Fischer Weber Wagner Becker Hoffmann Schäfer Koch Bauer
de last: Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hartmann Lange
de last: Schmitt Werner Krause Meier Lehmann Köhler Weiß Jäger
nordic first: Lars Erik Ingrid Astrid Sven Björn Freja Sigrid Magnus Linnea Anders Kari Nils
nordic first: Elin Håkon Søren Mette Ingvild Torbjørn Maja
nordic last: Andersson Johansson Karlsson Nilsson Eriksson Larsen Hansen Johansen Olsen Nielsen
nordic last: Jensen Pedersen Lindqvist Bergström Lindgren Halvorsen Sørensen Åberg Strøm Dahl
fi first: Aino Mikko Jussi Eero Sanna Päivi Juha Kaisa Ville Tuomas
fi last: Virtanen Korhonen Mäkinen Nieminen Mäkelä Hämäläinen Laine Heikkinen Koskinen
slavic first: Dmitri Ivan Olga Sergei Natalia Aleksandr Tatiana Mikhail Anastasia Piotr
slavic first: Katarzyna Tomasz Agnieszka Jakub Zofia Ondřej Tereza Marek Oksana Bohdan Yulia
slavic first: Nikola Milica Elena
slavic last: Ivanov Petrova Smirnov Kuznetsov Popov Volkov Sokolova Morozov Novak Kowalski
slavic last: Nowak Wiśniewski Wójcik Kamińska Lewandowski Dvořák Černý Kovalenko Shevchenko
slavic last: Bondarenko Petrović Jovanović Nikolić Horvat
ja first: Haruto Yuto Sota Yui Aoi Hina Ren Sakura Takumi Kenji Yuki Hiroshi Naoki Akira Kaito
ja first: Riku Mei Emi Daiki Shota
ja last: Sato Suzuki Takahashi Tanaka Watanabe Ito Yamamoto Nakamura Kobayashi Kato Yoshida
ja last: Yamada Sasaki Yamaguchi Matsumoto Inoue Kimura Hayashi Shimizu Mori
ko first: Min-jun Seo-yeon Ji-hoon Ha-eun Do-yun Ji-woo Hyun-woo Su-bin Jae-won Eun-ji Minho
ko first: Jisoo Yuna Sungmin Hyejin Daniel
ko last: Kim Lee Park Choi Jung Kang Cho Yoon Jang Lim Han Oh Seo Shin Kwon Hwang Ahn Song Yoo
ko last: Hong
ng first: Samuel Chinedu Ngozi Oluwaseun Adaeze Emeka Folake Tunde Chiamaka Obinna Funmilayo
ng first: Ifeanyi Kelechi Temitope Yetunde Babatunde Nneka Uchenna Adebayo Amaka
ng last: Okafor Adeyemi Okonkwo Eze Nwosu Balogun Adewale Obi Chukwu Okeke Oyelaran Afolabi
ng last: Olawale Ogunleye Nnamdi Uche Ibekwe Akande Ogbu Babalola Mensah Boateng
en first: Emily James Oliver Charlotte Thomas Grace Daniel Emma William Olivia Jack Liam Sarah
en first: Michael Rachel David Laura Patrick Ruth Benjamin Siobhán Seán Aoife Niamh Ciarán
en first: Hannah Matthew Chloe Ethan Megan
en last: Smith Johnson Williams Brown Jones Miller Davis Wilson Taylor Anderson Carter Thomas
en last: Moore Martin Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen
en last: Wright Scott Green Baker Adams Nelson O'Neill O'Brien O'Connor O'Sullivan McCarthy
en last: Murphy Kelly Walsh Byrne Ryan Campbell Mitchell Roberts
it first: Giulia Marco Alessandro Francesca Luca Chiara Matteo Sofia Lorenzo Martina
it last: Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco D'Amico De_Luca
it last: Di_Stefano Conti Gallo
nl first: Zoë Daan Sanne Bram Femke Thijs Lotte Jeroen Anouk Pieter
nl last: de_Jong Jansen de_Vries van_den_Berg van_Dijk Bakker Visser Smit Meijer de_Boer
vi first: Minh Anh Linh Duc Thao Huy Quang Trang Tuan Hoa
vi last: Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do
tr first: Mehmet Ayşe Emre Zeynep Burak Elif Can Selin Murat Deniz
tr last: Yılmaz Kaya Demir Şahin Çelik Öztürk Aydın Arslan Doğan Koç
he first: Noa Yael Itai Omer Tamar Avi Eitan Shira Yonatan Maya
he last: Cohen Levi Mizrahi Peretz Biton Friedman Shapiro Katz Avraham Goldberg
fa first: Ali Zahra Reza Maryam Hossein Fatemeh Amir Sara Mohammad Niloufar
fa last: Hosseini Mohammadi Rezaei Ahmadi Karimi Moradi Jafari Rahimi Kazemi Sadeghi
pk first: Ahmed Ayesha Hamza Fatima Usman Zara Bilal Sana Imran Hira
pk last: Khan Malik Qureshi Chaudhry Butt Siddiqui Sheikh Raza Mirza Javed
id first: Budi Siti Agus Dewi Rizki Putri Andi Ayu Fajar Indah
id last: Santoso Wijaya Saputra Pratama Hidayat Kusuma Nugroho Setiawan Wibowo Gunawan
th first: Somchai Siriporn Anan Kanya Niran Pim Arthit Malee
th last: Saetang Srisuk Chaiyaporn Wongsawat Rattanakorn Boonmee Suksawat
ph first: Jose Maria Mark Kristine Paolo Angelica Miguel Jasmine Carlo Bea
ph last: Santos Reyes Cruz Bautista Ocampo Garcia Mendoza Villanueva Aquino dela_Cruz
ke first: Wanjiru Kamau Achieng Mwangi Wambui Ochieng Kiprop Chebet Njeri Otieno
ke last: Kamau Otieno Mwangi Njoroge Odhiambo Kiptoo Wanjala Kariuki Mutua Omondi
ro first: Andrei Ioana Mihai Elena Alexandru Maria Cristian Ana Bogdan Raluca
ro last: Popescu Ionescu Popa Dumitrescu Stan Stoica Gheorghe Matei Constantin Marin
hu first: László Zsófia Bence Eszter Gábor Katalin Péter Réka
hu last: Nagy Kovács Tóth Szabó Horváth Varga Kiss Molnár
gr first: Giorgos Maria Nikos Eleni Dimitris Katerina Kostas Sofia
gr last: Papadopoulos Georgiou Nikolaidis Pappas Oikonomou Karagiannis Vlachos
""")
MIDDLE_INITIALS = {"en", "de", "nl", "nordic"}
# Cultures whose surnames are sometimes double-barrelled, and how often.
HYPHENATED = {"es": 0.25, "pt": 0.1, "fr": 0.12, "en": 0.04, "de": 0.05}

# ---- places ----------------------------------------------------------------------------

# Made-up city names: a prefix and a suffix in the style of the country's culture.
CITY_PARTS = _table("""
en pre: Ash Brook Clear Elm Fair Green Oak Maple River Stone West North East South Spring Pine
en pre: Cedar Lake Red Silver Mill Bridge Glen Hazel Holly Kings Bright Deer Fox Wolf Rock Sand
en pre: Mead Hart Bell Brad Chester Dun Wood Lin
en suf: field ford ton wood ville bury dale port view mouth haven wick stead ridge worth ham
en suf: ley
de pre: Alt Neu Ober Unter Rosen Eichen Linden Hohen Stein Wald Berg Bach Kirch Mark Frei Wolfs
de pre: Königs Sonnen Schön Falken Hirsch Lauter Mühl Tann
de suf: burg heim dorf hausen feld stadt bach berg au ingen hofen furt stein tal
ja pre: Taka Naga Kawa Yama Hiro Fuji Matsu Toyo Ichi Oka Kita Minami Nishi Higashi Sakura Kuma
ja suf: saki yama kawa shima hara mura ta gawa oka zawa ura hama
ko pre: Gwang Dae Cheong Sun Gim Yang Won Chung Gyeong Jeon Hwa Nam Pyeong Seong Mok Yeo Gang
ko suf: ju san won cheon jin po gu seong nam yang chang hae
in pre: Ram Shiv Chandra Hari Krishna Laxmi Raj Sundar Ganga Deva Vijay Indra Durga Surya Kamal
in pre: Gopal Mohan Anand Nand
in suf: pur nagar abad garh puram gaon ganj kot wadi halli
pk pre: Shah Fateh Ahmed Kamal Noor Sher Qasim Rahim Gul Mian
pk suf: pur abad kot garh wala
ar pre: Wadi_ Bir_ Ras_ Ain_ Jebel_ Tell_ Qasr_ Dar_ Bab_ Sidi_
ar suf: Hamra Nour Salam Khalil Rashid Amin Zahra Nakhla Jadid Kabir Sharq Shams Qamar
fa pre: Mehr Golshan Firuz Bahar Nik Dasht Shir Kuh Sar Rud
fa suf: abad shahr dasht rud
es pre: San_ Santa_ Villa_ Puerto_ Nueva_ Ciudad_ Valle_ Monte_ Río_
es suf: Rosa Miguel Lucía Cruz Marcos Pedro Clara Isabel Sol Mar Verde Blanca Alta Real Bella
es suf: Esperanza Dolores Robles Pinos Álamos
ph pre: San_ Santa_ Villa_ Puerto_ Bagong_
ph suf: Isidro Rafael Jose Rosa Fernando Lucia Pablo
pt pre: São_ Santa_ Nova_ Vila_ Porto_ Campo_ Rio_ Monte_ Ribeirão_ Barra_
pt suf: Vicente Clara Esperança Alegre Verde Branco Grande Bonito Mar Luzia Rita Cruz
fr pre: Saint- Mont- Val- Bourg- Pont- Villeneuve- Fontaine- Bois-
fr suf: Martin Denis Germain Laurent Étienne Clair Rivière Roche Marne Loire Fleur Chêne Pierre
fr suf: Blanc Lac
it pre: San_ Santa_ Monte_ Porto_ Villa_ Borgo_ Castel_ Torre_
it suf: Giorgio Marco Lucia Pietro Vito Maria Rocca Fiore Verde Alto Bello Mare
nl pre: Zand Hoog Laag Oost West Noord Zuid Berg Water Groen Kerk Brug Molen Dijk
nl suf: dam dorp hoven veen wijk kerk meer horst broek zijl
nordic pre: Sol Vik Sten Ask Björk Ek Lind Berg Fjell Sand Strand Skog Holm Dal Ny Hav Nord Öst
nordic suf: by vik stad sund holm berg köping havn strand vall fors dal
fi pre: Kuusi Koivu Järvi Mänty Lahti Kivi Joki Saari Kallio Metsä
fi suf: lahti järvi koski saari niemi vaara linna
slavic pre: Novo Stara Bela Zeleno Krasno Dobro Velik Gor Rad Mir Slav Bog Zlat Lip Brez Dub
slavic pre: Kamen
slavic suf: grad ov sk ice ów evo ino ovo ets nik
ro pre: Pop Stan Radu Dragoș Vlad Mircea Costin
ro suf: ești eni ița
hu pre: Szent Kis Nagy Fehér Vörös Arany Pusztas
hu suf: vár háza falva egyháza halom
gr pre: Agia_ Nea_ Kato_ Ano_ Palaio_
gr suf: Kastro Limani Pyrgos Chora Petra Elia
tr pre: Kara Ak Yeni Eski Sarı Göl Kızıl Bey Çam Taş
tr suf: köy pınar dere tepe kent hisar
he pre: Kfar_ Ramat_ Givat_ Neve_ Mitzpe_
he suf: Shalom Oren Tamar Ela Yam Gan Hadar Zion Shaul Noy
ng pre: Ile- Oke- Ado- Ikot- Umu- Oba- Isi- Ogbo- Ezi-
ng suf: Ayo Obi Ada Ede Ife Nna Ola Eko
ke pre: Ki Nya Ma Mu Ka Ol Na Ru Lo
ke suf: mbu nza kuru ranga goni sabit iru
id pre: Kota_ Bandar_ Tanjung_ Pulau_ Sungai_
id suf: Baru Indah Sari Raya Makmur Mulia Sentosa Harapan Permai Asri
th pre: Ban_ Mueang_ Nong_ Khao_ Bang_
th suf: Phra Klong Sai Thong Kaeo Pho Yai
vi pre: Tan_ Long_ Phu_ Binh_ An_ Thanh_ Vinh_ Hoa_ Quang_ Dong_
vi suf: Binh An Thuan Hai Phong Lac Yen Son Giang Ninh
""")
# Country | culture of most people there | share of people; then `Region: City, City; ...`.
COUNTRIES = _countries("""
United States | en | 20
    California: San Francisco, Los Angeles, San Diego, San Jose, Mountain View, Palo Alto, Sunnyvale
    Washington: Seattle, Redmond, Bellevue; New York: New York, Brooklyn, Buffalo
    Texas: Austin, Houston, Dallas; Massachusetts: Boston, Cambridge; Illinois: Chicago
    Georgia: Atlanta; Colorado: Denver, Boulder; Oregon: Portland
    Pennsylvania: Pittsburgh, Philadelphia; North Carolina: Raleigh, Durham
    Florida: Miami, Tampa; Utah: Salt Lake City; Michigan: Detroit, Ann Arbor
    Minnesota: Minneapolis; Arizona: Phoenix; Virginia: Arlington, Richmond; Ohio: Columbus
    Tennessee: Nashville; Missouri: St. Louis
India | in | 14
    Karnataka: Bengaluru, Mysuru, Mangaluru; Maharashtra: Mumbai, Pune, Nagpur
    Telangana: Hyderabad, Warangal; Tamil Nadu: Chennai, Coimbatore, Madurai; Delhi: New Delhi
    Uttar Pradesh: Noida, Lucknow, Kanpur; Haryana: Gurugram; West Bengal: Kolkata
    Gujarat: Ahmedabad, Surat; Kerala: Kochi, Thiruvananthapuram; Rajasthan: Jaipur
China | zh | 12
    Beijing: Beijing; Shanghai: Shanghai; Guangdong: Shenzhen, Guangzhou, Dongguan
    Zhejiang: Hangzhou, Ningbo; Jiangsu: Nanjing, Suzhou, Wuxi; Sichuan: Chengdu; Hubei: Wuhan
    Shaanxi: Xi'an; Tianjin: Tianjin; Chongqing: Chongqing; Anhui: Hefei
    Shandong: Jinan, Qingdao; Fujian: Xiamen, Fuzhou; Hunan: Changsha
Germany | de | 5
    Berlin: Berlin; Bavaria: Munich, Nuremberg; Hamburg: Hamburg; Hesse: Frankfurt, Darmstadt
    Baden-Württemberg: Stuttgart, Karlsruhe, Heidelberg
    North Rhine-Westphalia: Cologne, Düsseldorf, Aachen, Dortmund; Saxony: Dresden, Leipzig
United Kingdom | en | 5
    England: London, Manchester, Bristol, Oxford, Leeds, Birmingham
    Scotland: Edinburgh, Glasgow; Wales: Cardiff; Northern Ireland: Belfast
Canada | en | 3
    Ontario: Toronto, Ottawa, Waterloo; British Columbia: Vancouver, Victoria
    Quebec: Montreal, Quebec City; Alberta: Calgary, Edmonton
Brazil | pt | 4
    São Paulo: São Paulo, Campinas, Santos; Rio de Janeiro: Rio de Janeiro, Niterói
    Minas Gerais: Belo Horizonte; Paraná: Curitiba; Rio Grande do Sul: Porto Alegre
    Pernambuco: Recife; Santa Catarina: Florianópolis
France | fr | 3
    Île-de-France: Paris, Boulogne-Billancourt; Auvergne-Rhône-Alpes: Lyon, Grenoble
    Occitanie: Toulouse, Montpellier; Provence-Alpes-Côte d'Azur: Marseille, Nice
    Nouvelle-Aquitaine: Bordeaux; Hauts-de-France: Lille; Pays de la Loire: Nantes
Japan | ja | 3
    Tokyo: Tokyo, Shibuya; Osaka: Osaka; Kanagawa: Yokohama, Kawasaki; Kyoto: Kyoto
    Aichi: Nagoya; Fukuoka: Fukuoka; Hokkaido: Sapporo
South Korea | ko | 2
    Seoul: Seoul; Gyeonggi-do: Seongnam, Suwon, Pangyo; Busan: Busan; Daejeon: Daejeon
    Incheon: Incheon
Nigeria | ng | 2
    Lagos: Lagos, Ikeja; Federal Capital Territory: Abuja; Oyo: Ibadan; Rivers: Port Harcourt
    Enugu: Enugu; Kano: Kano
Spain | es | 2
    Community of Madrid: Madrid; Catalonia: Barcelona; Valencian Community: Valencia, Alicante
    Andalusia: Seville, Málaga, Granada; Basque Country: Bilbao; Galicia: A Coruña, Vigo
Mexico | es | 2
    Mexico City: Mexico City; Jalisco: Guadalajara; Nuevo León: Monterrey; Querétaro: Querétaro
    Puebla: Puebla; Yucatán: Mérida
Argentina | es | 1
    Buenos Aires: Buenos Aires, La Plata; Córdoba: Córdoba; Santa Fe: Rosario; Mendoza: Mendoza
Chile | es | 0.6
    Santiago Metropolitan Region: Santiago; Valparaíso: Valparaíso, Viña del Mar
    Biobío: Concepción
Colombia | es | 0.8
    Bogotá D.C.: Bogotá; Antioquia: Medellín; Valle del Cauca: Cali; Atlántico: Barranquilla
Peru | es | 0.5
    Lima: Lima; Arequipa: Arequipa; Cusco: Cusco
Portugal | pt | 1
    Lisbon: Lisbon, Sintra; Porto: Porto; Braga: Braga; Coimbra: Coimbra
Italy | it | 2
    Lombardy: Milan, Bergamo; Lazio: Rome; Piedmont: Turin; Emilia-Romagna: Bologna
    Tuscany: Florence, Pisa; Campania: Naples; Veneto: Venice, Padua
Netherlands | nl | 2
    North Holland: Amsterdam, Haarlem; South Holland: Rotterdam, The Hague, Delft, Leiden
    Utrecht: Utrecht; North Brabant: Eindhoven; Groningen: Groningen
Belgium | nl | 1
    Brussels Region: Brussels; Flanders: Antwerp, Ghent, Leuven; Wallonia: Liège, Namur
Switzerland | de | 1
    Zurich: Zurich, Winterthur; Geneva: Geneva; Vaud: Lausanne; Bern: Bern; Basel-Stadt: Basel
Austria | de | 0.8
    Vienna: Vienna; Styria: Graz; Upper Austria: Linz; Tyrol: Innsbruck; Salzburg: Salzburg
Sweden | nordic | 1
    Stockholm County: Stockholm; Västra Götaland: Gothenburg; Skåne: Malmö, Lund
    Uppsala County: Uppsala
Norway | nordic | 0.7
    Oslo: Oslo; Vestland: Bergen; Trøndelag: Trondheim; Rogaland: Stavanger
Denmark | nordic | 0.7
    Capital Region of Denmark: Copenhagen; Central Denmark Region: Aarhus
    Region of Southern Denmark: Odense
Finland | fi | 0.7
    Uusimaa: Helsinki, Espoo; Pirkanmaa: Tampere; Southwest Finland: Turku
    North Ostrobothnia: Oulu
Estonia | fi | 0.3
    Harju County: Tallinn; Tartu County: Tartu
Poland | slavic | 2
    Masovian: Warsaw; Lesser Poland: Kraków; Lower Silesian: Wrocław; Pomeranian: Gdańsk
    Greater Poland: Poznań; Łódź Voivodeship: Łódź
Czech Republic | slavic | 0.8
    Prague: Prague; South Moravian: Brno; Moravian-Silesian: Ostrava
Russia | slavic | 2
    Moscow: Moscow; Saint Petersburg: Saint Petersburg; Novosibirsk Oblast: Novosibirsk
    Tatarstan: Kazan; Sverdlovsk Oblast: Yekaterinburg
Ukraine | slavic | 1.5
    Kyiv City: Kyiv; Lviv Oblast: Lviv; Kharkiv Oblast: Kharkiv; Odesa Oblast: Odesa
    Dnipropetrovsk Oblast: Dnipro
Serbia | slavic | 0.4
    Belgrade: Belgrade; South Bačka: Novi Sad
Croatia | slavic | 0.3
    City of Zagreb: Zagreb; Split-Dalmatia: Split
Romania | ro | 0.8
    Bucharest: Bucharest; Cluj County: Cluj-Napoca; Iași County: Iași; Timiș: Timișoara
Hungary | hu | 0.6
    Budapest: Budapest; Hajdú-Bihar: Debrecen; Csongrád-Csanád: Szeged
Greece | gr | 0.5
    Attica: Athens; Central Macedonia: Thessaloniki; Crete: Heraklion
Turkey | tr | 1.2
    Istanbul: Istanbul; Ankara: Ankara; İzmir: İzmir; Bursa: Bursa
Israel | he | 1
    Tel Aviv District: Tel Aviv, Herzliya; Jerusalem District: Jerusalem; Haifa District: Haifa
Egypt | ar | 1
    Cairo Governorate: Cairo; Giza: Giza; Alexandria Governorate: Alexandria
Saudi Arabia | ar | 0.8
    Riyadh Province: Riyadh; Makkah Province: Jeddah, Mecca; Eastern Province: Dammam, Dhahran
United Arab Emirates | ar | 0.8
    Dubai: Dubai; Abu Dhabi: Abu Dhabi; Sharjah: Sharjah
Morocco | ar | 0.4
    Casablanca-Settat: Casablanca; Rabat-Salé-Kénitra: Rabat; Marrakesh-Safi: Marrakesh
Kenya | ke | 0.8
    Nairobi County: Nairobi; Mombasa County: Mombasa; Kisumu County: Kisumu
Ghana | ng | 0.4
    Greater Accra: Accra; Ashanti: Kumasi
South Africa | en | 0.8
    Gauteng: Johannesburg, Pretoria; Western Cape: Cape Town, Stellenbosch
    KwaZulu-Natal: Durban
Pakistan | pk | 1.5
    Punjab: Lahore, Faisalabad; Sindh: Karachi; Islamabad Capital Territory: Islamabad
Bangladesh | in | 0.8
    Dhaka Division: Dhaka; Chittagong Division: Chittagong
Sri Lanka | in | 0.4
    Western Province: Colombo; Central Province: Kandy
Iran | fa | 0.8
    Tehran Province: Tehran; Isfahan Province: Isfahan; Fars Province: Shiraz
Indonesia | id | 1.5
    Jakarta: Jakarta; West Java: Bandung, Bekasi; East Java: Surabaya, Malang
    Special Region of Yogyakarta: Yogyakarta; Bali: Denpasar
Malaysia | id | 0.8
    Federal Territory of Kuala Lumpur: Kuala Lumpur
    Selangor: Petaling Jaya, Shah Alam, Cyberjaya; Penang: George Town; Johor: Johor Bahru
Singapore | zh | 1
    Central Region: Downtown Core, Queenstown, Bukit Timah; East Region: Tampines, Bedok
    West Region: Jurong East, Clementi; North Region: Woodlands; North-East Region: Punggol
Hong Kong | zh | 0.7
    Hong Kong Island: Wan Chai, Quarry Bay; Kowloon: Mong Kok
    New Territories: Sha Tin, Tsuen Wan
Taiwan | zh | 1
    Taipei City: Taipei; New Taipei City: Banqiao; Hsinchu County: Hsinchu
    Taichung City: Taichung; Kaohsiung City: Kaohsiung
Vietnam | vi | 1.2
    Hanoi: Hanoi; Ho Chi Minh City: Thu Duc; Da Nang: Da Nang
Thailand | th | 0.6
    Bangkok: Bangkok; Chiang Mai Province: Chiang Mai; Chon Buri: Pattaya
Philippines | ph | 0.8
    Metro Manila: Manila, Quezon City, Makati, Taguig; Cebu: Cebu City
    Davao del Sur: Davao City
Australia | en | 2
    New South Wales: Sydney, Newcastle; Victoria: Melbourne, Geelong
    Queensland: Brisbane, Gold Coast; Western Australia: Perth; South Australia: Adelaide
    Australian Capital Territory: Canberra
New Zealand | en | 0.5
    Auckland: Auckland; Wellington Region: Wellington; Canterbury: Christchurch
Ireland | en | 0.8
    County Dublin: Dublin; County Cork: Cork; County Galway: Galway; County Limerick: Limerick
""")

# ---- schools, companies, work --------------------------------------------------------------

REAL_SCHOOLS = _p(
    "Tsinghua University|Peking University|Shanghai Jiao Tong University|Zhejiang University|"
    "Fudan University|University of Science and Technology of China|Nanjing University|"
    "Massachusetts Institute of Technology|Stanford University|Carnegie Mellon University|"
    "University of California, Berkeley|University of California, Los Angeles|"
    "University of Washington|University of Texas at Austin|Georgia Institute of Technology|"
    "University of Michigan|Cornell University|Harvard University|Princeton University|"
    "Columbia University|University of Toronto|University of Waterloo|"
    "University of British Columbia|McGill University|University of Oxford|"
    "University of Cambridge|Imperial College London|University College London|ETH Zurich|"
    "EPFL|Technical University of Munich|RWTH Aachen University|"
    "Karlsruhe Institute of Technology|Delft University of Technology|"
    "KTH Royal Institute of Technology|University of Helsinki|Sorbonne University|"
    "École Polytechnique|Politecnico di Milano|Sapienza University of Rome|"
    "Universidad Politécnica de Madrid|Universidade de São Paulo|Universidad de Buenos Aires|"
    "Universidad Nacional Autónoma de México|University of Tokyo|Kyoto University|"
    "Seoul National University|KAIST|National University of Singapore|"
    "Nanyang Technological University|The University of Hong Kong|National Taiwan University|"
    "Indian Institute of Technology Bombay|Indian Institute of Technology Delhi|"
    "Indian Institute of Technology Madras|Indian Institute of Science|BITS Pilani|"
    "Anna University|Vellore Institute of Technology|University of Lagos|University of Nairobi|"
    "University of Cape Town|Cairo University|Technion - Israel Institute of Technology|"
    "Tel Aviv University|University of Melbourne|University of Sydney|"
    "Australian National University|Moscow Institute of Physics and Technology|"
    "Lomonosov Moscow State University|Warsaw University of Technology|Charles University|"
    "Sharif University of Technology|Bilkent University|Middle East Technical University|"
    "University of Ibadan|Universitas Indonesia|Chulalongkorn University|"
    "Vietnam National University|University of the Philippines|Trinity College Dublin|"
    "University College Dublin|Aalto University|"
    "Norwegian University of Science and Technology|Technical University of Denmark"
)
SCHOOL_TEMPLATES = {
    "en": _p(
        "University of {}|{} University|{} Institute of Technology|{} State University|{} College"
    ),
    "de": _p("Universität {}|Hochschule {}|Technische Hochschule {}"),
    "es": _p("Universidad de {}|Universidad Politécnica de {}|Instituto Tecnológico de {}"),
    "ph": _p("University of {}|{} State University|{} Institute of Technology"),
    "pt": _p("Universidade de {}|Universidade Federal de {}|Instituto Politécnico de {}"),
    "fr": _p("Université de {}|École d'Ingénieurs de {}|Institut National Polytechnique de {}"),
    "it": _p("Università di {}|Politecnico di {}"),
    "zh": _p("{} University|{} University of Technology|{} Normal University"),
    "ja": _p("{} University|{} Institute of Technology"),
    "ko": _p("{} National University|{} University"),
    "in": _p(
        "{} Institute of Technology|{} University|National Institute of Technology, {}|"
        "{} Engineering College"
    ),
    "nordic": _p("{} University|{} University of Technology"),
    "slavic": _p("{} State University|{} Polytechnic University|{} University of Technology"),
}
DEGREES = {  # level -> degree names; the field of study follows
    "bachelor": _p(
        "Bachelor of Science - BS|Bachelor of Engineering - BE|Bachelor of Technology - BTech|"
        "Bachelor of Arts - BA|Bachelor of Science - BSc|Bachelor's degree,|Licenciatura,"
    ),
    "master": _p(
        "Master of Science - MS|Master of Engineering - MEng|Master of Science - MSc|"
        "Master's Degree on|Master of Technology - MTech|Master's degree,"
    ),
    "phd": _p("Doctor of Philosophy - PhD|Doctor of Philosophy - PhD|PhD,"),
}
FIELDS = _p(
    "Computer Science|Computer Engineering|Electrical Engineering|Software Engineering|"
    "Mathematics|Physics|Statistics|Data Science|Information Technology|"
    "Artificial Intelligence|Machine Learning|Electronics and Communication Engineering|"
    "Mechanical Engineering|Computer Science (ACM Class)|Applied Mathematics|"
    "Information Systems|Cybersecurity|Human-Computer Interaction|Robotics|Bioinformatics|"
    "Economics|Operations Research|Computational Linguistics|"
    "Computer Systems and Architecture|Electrical and Computer Engineering"
)
REAL_COMPANIES = _p(
    "Google|Microsoft|Amazon|Meta|Apple|NVIDIA|DeepSeek AI|ByteDance|Alibaba|Tencent|Baidu|"
    "Huawei|Samsung|Infosys|Tata Consultancy Services|Wipro|SAP|Siemens|Spotify|Shopify|Stripe|"
    "Airbnb|Uber|Netflix|Salesforce|Oracle|IBM|Intel|AMD|Qualcomm|Arm|Cloudflare|Databricks|"
    "Snowflake|OpenAI|Anthropic|Mistral AI|Hugging Face|GitLab|GitHub|Atlassian|Canva|Grab|"
    "Rakuten|Naver|Kakao|Yandex|JetBrains|Zalando|Klarna|Adyen|Booking.com|Mercado Libre|"
    "Nubank|Flipkart|Zomato|Swiggy|Paytm|Careem|Andela|Flutterwave|Paystack|Jumia|SenseTime|"
    "Microsoft Research Asia|Xiaomi|Meituan|JD.com|PingCAP|Ant Group|Sony|Toyota|LINE|"
    "Mercari|Coupang|Yahoo|Red Hat|VMware|Cisco|Dell|HP|Accenture|Capgemini|Thoughtworks|"
    "Ericsson|Nokia|Philips|ASML|Booz Allen Hamilton|Palantir|Bloomberg|Goldman Sachs|"
    "JPMorgan Chase|Two Sigma|Jane Street|Citadel|Revolut|Monzo|Wise|N26|Delivery Hero|"
    "Spotify Research|Unity|Epic Games|Riot Games|Valve|Mozilla|Canonical|Elastic|MongoDB|"
    "Confluent|HashiCorp|Vercel|Netlify|Supabase|Docker|Grafana Labs|Datadog|Twilio|Zoom|Slack"
)
BRANDS = _w(
    "Zen Nova Quant Lumi Veri Axi Cobalt Helix Orbi Strata Vanta Kine Sola Terra Aero Pixel "
    "Byte Cloud Stack Flux Grid Logic Mind Path Sense Spark Wave Core Edge Peak Shift Sync "
    "Tide Vector Forge Bright Blue Iron Silver Golden North Polar Swift Rapid Clear True Deep "
    "High Next Prime Alpha Omega Delta Sigma Kappa Zeta Astra Cosmo Neo Omni Ultra Hyper "
    "Nano Giga Tera Lumora Kairo Vela Rho Ion Nimbus Ember Onyx Quill Rune Sable Talon Umbra"
)
COMPANY_SUFFIXES = [""] + [
    " " + w
    for w in _w(
        "Labs Systems Technologies AI Software Analytics Robotics Networks Cloud Health Bio "
        "Capital Games Studios Inc Group Solutions Security Dynamics Digital Mobility Energy "
        "Financial Media"
    )
]
SENIORITY = ["", "", "", "Senior ", "Senior ", "Staff ", "Principal ", "Lead ", "Junior "]
ROLES = _p(
    "Software Engineer|Backend Engineer|Frontend Engineer|Full Stack Developer|"
    "Machine Learning Engineer|Data Scientist|Data Engineer|DevOps Engineer|"
    "Site Reliability Engineer|Research Scientist|Research Engineer|Mobile Developer|"
    "iOS Engineer|Android Developer|Security Engineer|Platform Engineer|"
    "Infrastructure Engineer|Embedded Software Engineer|Game Developer|Compiler Engineer|"
    "Core Infra Engineer|Solutions Architect|QA Engineer|Cloud Architect|"
    "Software Developer|Applied Scientist|Graphics Engineer"
)
OTHER_TITLES = _p(
    "Research Intern|PhD Student|Founder & CEO|CTO|Co-founder|Engineering Manager|"
    "Software Engineering Intern|Freelance Developer|Independent Consultant|"
    "Graduate Student|Open Source Maintainer|Developer Advocate|Technical Lead"
)
AREAS = _p(
    "large-scale training systems|developer tooling|payment infrastructure|"
    "real-time data pipelines|search relevance|mobile apps used by millions|"
    "distributed databases|gpu kernels and compilers|observability and incident response|"
    "recommendation systems|low-latency trading systems|browser rendering engines|"
    "cloud cost optimization|identity and access management|video streaming at scale|"
    "natural language interfaces|robot perception|embedded firmware|"
    "open-source build systems|privacy-preserving analytics|geospatial data products|"
    "accessibility in web apps|high-throughput storage engines|model serving and inference|"
    "continuous delivery pipelines|game engines and physics|speech and audio models|"
    "fraud detection|healthcare data platforms|edge computing for iot devices|"
    "design systems and component libraries|scientific computing|compiler optimizations|"
    "networking and service meshes|kubernetes operators|data warehousing"
)
# The areas of work of a vocabulary as wide as real profiles': each of the common topics of
# GitHub repositories (the list the bot splits glued topic lines with) as well as AREAS, so
# that a topic's words are held by about one profile in a thousand, not one in ten.
WIDE_AREAS = list(dict.fromkeys([
    *AREAS, *(t.replace("-", " ") for t in (VOCAB_DIR / "topics.txt").read_text().split())
]))
QUALITIES = _p(
    "clean interfaces and careful code review|measurable performance wins|"
    "mentoring junior engineers|writing clear technical documentation|"
    "shipping small changes often|reliability under real production load|"
    "tests that catch regressions early|simple designs that age well"
)
ROLES_IN_PROJECT = _p(
    "Back-end Developer|Front-end Developer|ML Engineer|Maintainer|Core Contributor|"
    "DevOps Engineer|Back-end Developer & ML Engineer|Documentation Writer|Full-stack Developer|"
    "Data Engineer|Security Researcher|Release Manager|Mobile Developer"
)
WORK_DONE = _p(
    "fixing edge cases in the parser|adding tests for the scheduler|improving build times|"
    "porting the kernels to a new backend|cleaning up the public api|"
    "reducing memory use in the hot path|documenting the configuration options|"
    "adding support for new operators|hardening error handling|speeding up ci"
)

# ---- skills and repositories ------------------------------------------------------------------

REAL_SKILLS = _w(
    "python javascript typescript java go c++ c# c rust kotlin swift php ruby .net node.js react "
    "docker kubernetes linux sql html css git machine-learning deep-learning pytorch tensorflow "
    "aws postgresql mysql mongodb redis bash shell vue angular django flask fastapi spring-boot "
    "graphql rest-api microservices terraform ansible ci-cd github-actions r scala haskell f# "
    "dart flutter react-native nextjs express nestjs tailwindcss webpack vite svelte jquery numpy "
    "pandas scikit-learn opencv computer-vision natural-language-processing "
    "large-language-models huggingface langchain cuda llvm compiler tensorrt triton tvm "
    "onnxruntime webassembly web3 solidity smart-contracts blockchain bitcoin h264 h265 ffmpeg "
    "webrtc gcp azure kafka spark airflow elasticsearch rabbitmq nginx grpc protobuf sqlite "
    "sql-server oracle hadoop hive snowflake dbt tableau jupyter-notebook matlab julia lua perl "
    "elixir erlang clojure ocaml zig nim objective-c swiftui jetpack-compose android ios unity "
    "unreal-engine game-development opengl vulkan metal directx webgpu ray-tracing "
    "computer-graphics embedded-systems risc-v assembly arduino raspberry-pi iot ros2 robotics "
    "quantum-computing cybersecurity reverse-engineering penetration-testing cryptography "
    "unit-testing test-automation test-driven-development selenium cypress jest pytest junit "
    "mlops devops helm docker-compose prometheus grafana openai chatgpt generative-ai "
    "stable-diffusion retrieval-augmented-generation reinforcement-learning "
    "deep-reinforcement-learning neural-networks graph-neural-networks "
    "convolutional-neural-networks vision-transformer data-science data-engineering big-data "
    "data-visualization visualization time-series recommender-system object-detection "
    "image-processing ocr speech-recognition text-to-speech high-performance-computing "
    "gpu-computing gpu-programming openmp opencl mpi distributed-systems distributed-computing "
    "operating-system linux-kernel database frontend backend fullstack web-development spir-v "
    "mlir tensorflow-lite tensorflowjs d3 threejs nuxt ruby-on-rails laravel symfony "
    "common-lisp emacs-lisp powershell vscode neovim regex programming-language code-generation "
    "artificial-intelligence s3 ec2 oauth2 http2 x86 arm64 ipv6 utf8 sha256 av1 vp9 5g k3s "
    "html5 css3 es6 vue3 python2 mp4 3d-printing 2fa deeplearning-ai compiler-compiler tensor "
    "mlr operation compiler-development"
)
SKILL_STEMS = _w(
    "data stream graph cache query vector kernel parser runtime scheduler network storage search "
    "image audio video text model inference training serving security auth payment mobile web "
    "cloud edge embedded sensor signal log metric trace event message queue file memory thread "
    "process package build release config schema index shard cluster container service api "
    "gateway proxy browser plugin shader render physics animation geo map time risk fraud ad "
    "ranking chat voice vision document workflow feature state"
)
SKILL_ACTIVITIES = _w(
    "engineering optimization processing analysis design systems framework pipeline tooling "
    "development management automation monitoring modeling testing orchestration compression "
    "encryption migration validation visualization scheduling caching indexing parsing "
    "rendering profiling debugging deployment replication"
)
REAL_REPOS = _w(
    "apache/tvm triton-lang/triton pytorch/pytorch tensorflow/tensorflow kubernetes/kubernetes "
    "golang/go rust-lang/rust facebook/react microsoft/vscode huggingface/transformers "
    "llvm/llvm-project nodejs/node python/cpython torvalds/linux vercel/next.js "
    "microsoft/TypeScript django/django pallets/flask tiangolo/fastapi apache/spark "
    "apache/kafka elastic/elasticsearch grafana/grafana prometheus/prometheus hashicorp/terraform "
    "ansible/ansible vuejs/core angular/angular sveltejs/svelte denoland/deno "
    "numpy/numpy pandas-dev/pandas scikit-learn/scikit-learn opencv/opencv "
    "langchain-ai/langchain ggerganov/llama.cpp vllm-project/vllm openai/whisper "
    "NVIDIA/TensorRT onnx/onnx FFmpeg/FFmpeg godotengine/godot flutter/flutter "
    "JetBrains/kotlin apple/swift dotnet/runtime rails/rails laravel/laravel"
)
REPO_SUFFIXES = _w(
    "cli server client sdk toolkit examples demo bench lib core rs py js go api docs playground "
    "experiments kit engine"
)
REPO_WORDS = _w(
    "Master Ball Art Nova Pixel Quill Lyric Rune Comet Orbit Atlas Echo Ember Fable Harbor Iris "
    "Jade Koi Lumen Maple Nimbus Onyx Prism Quest Raven Sage Tango Umber Vortex Willow Zephyr"
)
ORG_SUFFIXES = ["-labs", "hq", "-dev", "io", "-org", "-oss", "-team", ""]
DESCRIPTIONS = _p(
    "A {} library for {}|Fast {} toolkit written for {}|Experiments with {} and {}|"
    "Open-source {} engine focused on {}|Reference implementation of {} for {}|"
    "Command-line tools for {} and {}|Production-ready {} service for {}"
)


Rand = Callable[[], float]


def zipf(items: Sequence[Any], s: float = 1.0) -> list[Any]:
    """The items repeated in proportion to Zipf weights 1/rank**s, the rarest once.

    A uniform draw from the list is then a Zipf draw, several times faster than a
    bisect over cumulative weights; rounding only coarsens the rarest items' weights.
    """
    n = len(items)
    return [item for r, item in enumerate(items) for _ in range(max(1, round((n / (r + 1)) ** s)))]


def flat(weighted: dict[Any, int]) -> list[Any]:
    """Each item repeated by its whole-number weight, for uniform draws."""
    return [item for item, weight in weighted.items() for _ in range(weight)]


@dataclass(frozen=True)
class Repo:
    name: str
    description: str | None
    topics: tuple[str, ...]


@dataclass(frozen=True)
class Vocab:
    cultures: list[str]  # culture codes, one per tenth of a share of people
    # Every list below is drawn from uniformly: popular items are repeated in it.
    firsts: dict[str, list[str]]
    lasts: dict[str, list[str]]
    slugs: dict[str, str]  # name part -> slug
    countries: list[tuple[str, list[tuple[str, str]]]]  # (culture, [(city, location)])
    skills: list[str]
    companies: list[str]
    titles: list[str]
    schools: list[str]
    repos: list[Repo]
    # Ready-made pieces, so that a profile costs fewer random draws.
    activities: list[tuple[str, str | None, str, dict[str, int]]]
    scores: dict[int, list[list[int]]]  # skill count -> lists of scores, best first
    degrees: dict[str, list[str]]  # level -> degree with field of study


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _unique(items: Iterable[Any]) -> list[Any]:
    return list(dict.fromkeys(items))


@lru_cache(maxsize=4)
def build_vocab(seed: int = 7) -> Vocab:
    """Every vocabulary the profiles draw from, built from the seed alone."""
    rng = random.Random(seed)

    # People: Chinese given names from pinyin syllables, some surnames double-barrelled.
    firsts: dict[str, list[str]] = {}
    lasts: dict[str, list[str]] = {}
    for culture in _unique(c for _, c, _, _ in COUNTRIES):
        first, last = PEOPLE.get(f"{culture} first", []), PEOPLE[f"{culture} last"]
        if culture == "zh":
            pairs = [(a + b).capitalize() for a in PINYIN for b in PINYIN if a != b]
            first = _unique(_w("Wei Lei Jun Jie Yi Hao Ling Mei Tao Yan") + rng.sample(pairs, 600))
        share = HYPHENATED.get(culture, 0)
        if share:  # double-barrelled surnames are rarer than either half
            extra = {f"{a}-{b}" for a in last for b in last if a != b and " " not in a + b}
            last = last + rng.sample(sorted(extra), int(len(last) * share * 4))
        firsts[culture] = zipf(first, 0.7)
        lasts[culture] = zipf(last, 0.7)
    slugs = {part: slugify(part) for parts in (*firsts.values(), *lasts.values()) for part in parts}
    shares: Counter[str] = Counter()
    for _, culture, weight, _ in COUNTRIES:
        shares[culture] += weight
    cultures = flat({c: round(10 * w) for c, w in shares.items()})

    # Places: real cities first (most popular), then made-up ones in the country's style.
    seen_cities: set[str] = set()
    countries: list[tuple[str, list[tuple[str, str]]]] = []
    all_cities: list[tuple[str, str]] = []  # (city, culture) for school names
    for country, culture, weight, regions in COUNTRIES:
        cities: list[tuple[str, str]] = []
        # Each region's first city is its biggest: those lead the country's list.
        real = [(c, r) for r, names in regions for c in names[:1]]
        real += [(c, r) for r, names in regions for c in names[1:]]
        for city, region in real:
            if city not in seen_cities:
                seen_cities.add(city)
                cities.append((city, region))
        if culture == "zh":
            pre, suf = [s.capitalize() for s in PINYIN], PINYIN
        else:
            pre, suf = CITY_PARTS[f"{culture} pre"], CITY_PARTS[f"{culture} suf"]
        made = [a + b for a in pre for b in suf if a.lower() != b.lower()]
        rng.shuffle(made)
        wanted = int(12 + 16 * weight)
        for city in made:
            if len(cities) >= wanted:
                break
            if city not in seen_cities:
                seen_cities.add(city)
                cities.append((city, rng.choice(regions)[0]))
        two_part = 0.6 if culture in ("zh", "ja", "ko") else 0.25
        located = [
            (c, f"{c}, {country}" if rng.random() < two_part else f"{c}, {r}, {country}")
            for c, r in cities
        ]
        countries += [(culture, zipf(located, 1.1))] * round(10 * weight)
        all_cities += [(c, culture) for c, _ in cities]

    # Skills: the real ones by popularity, then stem-activity pairs.
    made_skills = [f"{a}-{b}" for a in SKILL_STEMS for b in SKILL_ACTIVITIES]
    rng.shuffle(made_skills)
    skills = _unique(REAL_SKILLS + made_skills)[:2000]
    tail = skills[150:]
    rng.shuffle(tail)  # made-up skills mix into the real ones' long tail
    skills = skills[:150] + tail

    made_companies = [
        a + b.lower() + suffix
        for a in BRANDS
        for b in BRANDS
        for suffix in COMPANY_SUFFIXES
        if a != b
    ]
    companies = _unique(REAL_COMPANIES + rng.sample(made_companies, 5000))

    titles = [s + r for s in SENIORITY for r in ROLES] + OTHER_TITLES * 3
    rng.shuffle(titles)

    made_schools: list[str] = []
    for city, culture in all_cities:
        templates = SCHOOL_TEMPLATES.get(culture, SCHOOL_TEMPLATES["en"])
        for template in rng.sample(templates, rng.choice((1, 1, 2))):
            made_schools.append(template.format(city))
    rng.shuffle(made_schools)
    schools = _unique(REAL_SCHOOLS + made_schools)

    # Repositories: owners are people's handles and organisations; topics are skills.
    topic_words = [s for s in skills if s.replace("-", "").isalnum() and s[0].isalnum()]
    topic_table = zipf(topic_words, 1.0)
    handles: list[str] = []
    for _ in range(9000):
        culture = rng.choice(cultures)
        first = rng.choice(firsts[culture])
        last = rng.choice(lasts[culture])
        handle = _ascii(first + last).replace("'", "").replace("-", "").replace(" ", "")
        style = rng.random()
        if style < 0.4:
            handle = handle.lower()
        elif style < 0.6:
            handle = handle.lower() + str(rng.randint(1, 999))
        handles.append(handle)
    orgs = [rng.choice(BRANDS).lower() + rng.choice(ORG_SUFFIXES) for _ in range(3000)]
    owners = _unique(handles + orgs)
    rng.shuffle(owners)
    names: set[str] = set()
    for _ in range(60000):
        r = rng.random()
        base = rng.choice(topic_words[:600])
        if r < 0.45:
            name = f"{base}-{rng.choice(REPO_SUFFIXES)}"
        elif r < 0.7:
            name = base
        elif r < 0.85:
            name = rng.choice(REPO_WORDS) + rng.choice(REPO_WORDS).lower()
        else:
            name = f"{base}.{rng.choice(['js', 'py', 'rs', 'go', 'nvim'])}"
        names.add(f"{rng.choice(owners)}/{name}")
    made_repos = [n for n in sorted(names) if n not in REAL_REPOS]
    rng.shuffle(made_repos)
    repos: list[Repo] = []
    for name in (REAL_REPOS + made_repos)[:40000]:
        k = rng.choice((0, 0, 1, 2, 3, 3, 4, 5))
        topics = _unique(rng.choice(topic_table) for _ in range(k))
        description = None
        if rng.random() < 0.7:
            description = rng.choice(DESCRIPTIONS).format(
                (topics[0] if topics else rng.choice(topic_words[:300])), rng.choice(AREAS)
            )
        repos.append(Repo(name, description, tuple(topics)))

    return Vocab(
        cultures=cultures,
        firsts=firsts,
        lasts=lasts,
        slugs=slugs,
        countries=countries,
        skills=zipf(skills, 1.0),
        companies=zipf(companies, 0.9),
        titles=zipf(titles, 0.8),
        schools=zipf(schools, 0.8),
        repos=zipf(repos, 0.9),
        activities=[_activity(rng.random) for _ in range(8192)],
        scores={
            k: [
                sorted((10 - int(rng.random() * rng.random() * 10) for _ in range(k)), reverse=True)
                for _ in range(512)
            ]
            for k in range(3, 16)
        },
        degrees={level: [f"{d} {f}" for d in ds for f in FIELDS] for level, ds in DEGREES.items()},
    )


# ---- profiles ------------------------------------------------------------------------------

# Small distributions as flat lists (uniform draws, no bisect), in percent.
BADGE_SETS = flat(
    {
        (): 60,
        ("Rockstar",): 14,
        ("Top School",): 9,
        ("Hidden Gem",): 5,
        ("Rockstar", "Top School"): 7,
        ("Rockstar", "Hidden Gem"): 2,
        ("Top School", "Hidden Gem"): 2,
        ("Hidden Gem", "Rockstar"): 1,
    }
)
EDUCATION_LEVELS = flat(
    {
        (): 15,
        ("bachelor",): 45,
        ("master", "bachelor"): 20,
        ("master",): 8,
        ("phd", "bachelor"): 5,
        ("phd", "master", "bachelor"): 7,
    }
)
SKILL_COUNTS = flat(
    dict(zip(range(3, 16), (3, 5, 8, 10, 12, 12, 11, 10, 8, 7, 6, 5, 3), strict=True))
)
CONTRIBUTION_COUNTS = flat(dict(zip(range(6), (15, 20, 25, 20, 12, 8), strict=True)))
STAT_KEYS = flat(STAT_WEIGHTS)


def _any(items: Sequence[Any], rand: Rand) -> Any:
    return items[int(rand() * len(items))]


def _article(word: str) -> str:
    return "an " if word[0] in "AEIOUaeiou" else "a "


def _summary(
    name: str,
    first: str,
    title: str | None,
    company: str | None,
    city: str | None,
    skills: list[Skill],
    v: Vocab,
    rand: Rand,
    areas: Sequence[str] = AREAS,
) -> str:
    area = areas[int(rand() * len(areas))]
    at = f" at {company}" if company else ""
    where = f" based in {city}" if city else ""
    role = title or "developer"
    parts = [f"{name} is {_article(role)}{role}{at}{where}, focused on {area}."]
    if rand() < 0.55:
        past = _any(v.companies, rand)
        other = _any(v.companies, rand)
        area = areas[int(rand() * len(areas))]
        if past not in (company, other):
            kind = int(rand() * 5)
            if kind == 0:
                parts.append(f"{first} previously worked at {past} on {area}.")
            elif kind == 1 and company:
                years = 1 + int(rand() * 8)
                parts.append(f"{first} spent {years} years at {past} before joining {company}.")
            elif kind == 2 and other != company:
                parts.append(f"{first} formerly worked at {past} and {other}, building {area}.")
            elif kind == 3:
                parts.append(f"Before that, {first} interned at {past}.")
            else:
                parts.append(f"Previously at {past}, they led work on {area}.")
    quality = QUALITIES[int(rand() * len(QUALITIES))]
    if len(skills) >= 2 and rand() < 0.6:
        a, b = skills[0].name, skills[1].name
        if rand() < 0.5:
            parts.append(f"{first} is most at home with {a} and {b}, and cares about {quality}.")
        else:
            parts.append(f"Day to day, {first} writes {a} and reviews {b} code.")
    text = " ".join(parts)
    if len(text) < 150:
        area = areas[int(rand() * len(areas))]
        text += f" {first} cares about {quality}, and has shipped {area} work still in production."
    return text


def _activity(rand: Rand) -> tuple[str, str | None, str, dict[str, int]]:
    """When and how much someone worked on a repository: start, end, duration, counts."""
    year, month = 2012 + int(rand() * 12), int(rand() * 12)
    span = int(rand() * rand() * 40)
    start = f"{year}-{month + 1:02d}"
    end = None
    if rand() > 0.12:
        y, m = divmod(year * 12 + month + span, 12)
        end = f"{y}-{m + 1:02d}"
    if span == 0:
        n, unit = 1 + int(rand() * 27), "day"
    elif span < 12:
        n, unit = span, "month"
    else:
        n, unit = span // 12, "year"
    stats: dict[str, int] = {}
    for _ in range(1 + int(rand() * 3)):
        stats[_any(STAT_KEYS, rand)] = 1 + int(rand() * rand() * rand() * 400)
    return start, end, f"{n} {unit}{'s' * (n != 1)}", stats


def _contribution(repo: Repo, first: str, v: Vocab, rand: Rand) -> Contribution:
    start, end, duration, stats = _any(v.activities, rand)
    summary = None
    if rand() < 0.45:
        work = WORK_DONE[int(rand() * len(WORK_DONE))]
        more = WORK_DONE[int(rand() * len(WORK_DONE))]
        short = repo.name.rsplit("/", 1)[1]
        summary = f"{first} primarily focused on {work} in {short}, and also on {more}."
    return Contribution(
        repo=repo.name,
        start=start,
        end=end,
        description=repo.description,
        role=ROLES_IN_PROJECT[int(rand() * len(ROLES_IN_PROJECT))] if rand() < 0.5 else None,
        stats=dict(stats),
        duration=duration,
        summary=summary,
        topics=list(repo.topics),
    )


def _count_text(n: int) -> str:
    """How the page abbreviates a Stack Overflow figure: 12500 is `12.5k`."""
    if n >= 1_000_000 and n % 100_000 == 0:
        return f"{n / 1_000_000:g}m"
    if n >= 1_000 and n % 100 == 0:
        return f"{n / 1_000:g}k"
    return str(n)


def _stackoverflow(rand: Rand) -> StackOverflow:
    def figure(scale: int) -> int:
        n = int(rand() * rand() * scale)
        if n >= 1000 and rand() < 0.7:  # shown abbreviated, `12.5k` or `1.2m`
            n -= n % (100_000 if n >= 1_000_000 else 100)
        return n

    return StackOverflow(
        reputation=figure(60_000),
        reached=figure(3_000_000),
        answers=figure(800),
        questions=figure(200),
    )


def generate(n: int, seed: int = 7, areas: Sequence[str] = AREAS) -> Iterator[Profile]:
    """n profiles; the same n and seed always give the same profiles. `areas`: what their
    summaries say they work on (WIDE_AREAS for a vocabulary as wide as real profiles')."""
    v = build_vocab(seed)
    rng = random.Random(seed)
    rand = rng.random
    skill_list, skill_n = v.skills, len(v.skills)
    for i in range(n):
        home, cities = _any(v.countries, rand)
        culture = home if rand() < 0.7 else _any(v.cultures, rand)
        # Some people carry a given name from another culture, some a middle initial.
        first = _any(v.firsts[culture if rand() < 0.9 else _any(v.cultures, rand)], rand)
        last = _any(v.lasts[culture], rand)
        name = f"{first} {last}"
        slug = f"{v.slugs[first]}-{v.slugs[last]}"
        if culture in MIDDLE_INITIALS and rand() < 0.15:
            initial = LETTERS[int(rand() * 26)]
            name = f"{first} {initial.upper()}. {last}"
            slug = f"{v.slugs[first]}-{initial}-{v.slugs[last]}"
        city, location = _any(cities, rand)
        if rand() < 0.08:
            city = location = None
        title = _any(v.titles, rand)
        company = _any(v.companies, rand) if rand() < 0.85 else None
        headline = f"{title} at {company}" if company else title
        title, company = split_headline(headline)

        k = _any(SKILL_COUNTS, rand)
        drawn = [skill_list[int(rand() * skill_n)] for _ in range(k + 4)]
        names = list(dict.fromkeys(drawn))[:k]
        while len(names) < 3:  # rare: the draws kept repeating the most popular skills
            names = list(dict.fromkeys([*names, skill_list[int(rand() * skill_n)]]))
        skills = [
            Skill(name=s, score=c) for s, c in zip(names, _any(v.scores[k], rand), strict=False)
        ]

        coding = None if rand() < 0.1 else 1 + int(rand() * rand() * 30)
        employment = None if rand() < 0.3 else 1 + int(rand() * min(coding or 20, 20))
        education = [
            Education(degree=_any(v.degrees[level], rand), school=_any(v.schools, rand))
            for level in _any(EDUCATION_LEVELS, rand)
        ]

        m = _any(CONTRIBUTION_COUNTS, rand)
        repos = {r.name: r for r in (_any(v.repos, rand) for _ in range(m))}
        contributions = [_contribution(r, first, v, rand) for r in repos.values()]

        yield Profile(
            id=f"{slug}-{i + 1}",
            name=name,
            headline=headline,
            title=title,
            company=company,
            location=location,
            badges=list(_any(BADGE_SETS, rand)),
            summary=_summary(name, first, title, company, city, skills, v, rand, areas),
            coding_years=coding,
            employment_years=employment,
            education=education,
            stackoverflow=_stackoverflow(rand) if rand() < 0.08 else None,
            skills=skills,
            skill_count=len(skills) + int(rand() * rand() * 30),
            languages=[],
            language_count=1 + int(rand() * 15),
            contributions=contributions,
            contribution_count=len(contributions) + int(rand() * rand() * 12),
            source=None,
        )


# ---- the text export -------------------------------------------------------------------------


def _stats_text(c: Contribution) -> str:
    parts = ", ".join(f"{n} {STATS[k][n != 1]}" for k, n in c.stats.items())
    return f"Contributions:{parts} in {c.duration}"


def _period(start: str | None, end: str | None) -> str:
    def month(ym: str) -> str:
        return f"{MONTHS[int(ym[5:]) - 1]} {ym[:4]}"

    return f"{month(start or '')} - {month(end) if end else 'Present'}"


def to_export(p: Profile) -> str:
    """The profile as the site's text export, layout glitches included."""
    lines = [p.name, p.headline or ""]
    if p.location:
        lines.append(p.location)
    lines.append("Summary")
    if p.badges:
        # Each badge's emoji ends the previous line; the last label runs into the summary.
        lines.append(BADGE_EMOJI[p.badges[0]])
        lines += [a + BADGE_EMOJI[b] for a, b in zip(p.badges, p.badges[1:], strict=False)]
        lines.append(p.badges[-1] + (p.summary or ""))
    elif p.summary:
        lines.append(p.summary)
    for n, what in (
        (p.coding_years, "of coding experience"),
        (p.employment_years, "of employment as a software developer"),
    ):
        if n is not None:
            lines.append(f"{n} year{'s' * (n != 1)} {what}")
    if p.education:
        lines.append("".join(f"{e.degree}, {e.degree} at {e.school}" for e in p.education))
    if p.stackoverflow:
        so = p.stackoverflow
        lines += ["Stackoverflow"] + [
            _count_text(getattr(so, label)) + label
            for label in ("reputation", "reached", "answers", "questions")
        ]
    lines.append(f"Github Skills ({p.skill_count})")
    lines += [f"{s.name}{s.score}" for s in p.skills]
    lines.append(f"Programming languages ({p.language_count})")
    lines += p.languages
    lines.append(f"Github contributions ({p.contribution_count})")
    for c in p.contributions:
        lines += [c.repo, _period(c.start, c.end)]
        if c.description:
            lines.append(c.description)
        if c.role:
            lines += ["Role in this project:", c.role, c.role + _stats_text(c)]
        else:
            lines.append(_stats_text(c))
        if c.summary:
            lines.append(f"Contributions summary:{c.summary}")
        if c.topics:
            lines.append("".join(c.topics))
    lines.append(FOOTER)
    return "\n".join(lines)


def as_parsed(p: Profile) -> Profile:
    """What parsing p's export gives: topics still glued, no source."""
    return msgspec.structs.replace(
        p,
        source=None,
        contributions=[
            msgspec.structs.replace(c, topics=["".join(c.topics)] if c.topics else [])
            for c in p.contributions
        ],
    )


def check_round_trip(profiles: Sequence[Profile]) -> list[str]:
    """Every profile whose export does not parse back to it, with the fields that differ."""
    problems = []
    for p in profiles:
        result = parse_export(to_export(p), profile_id=p.id)
        want, got = as_parsed(p), result.profile
        if got != want or result.warnings:
            fields = [
                f for f in Profile.__struct_fields__ if getattr(got, f, None) != getattr(want, f)
            ]
            problems.append(f"{p.id}: fields {fields}, warnings {result.warnings[:2]}")
    return problems


# ---- queries ---------------------------------------------------------------------------------


def typo(word: str, rng: random.Random) -> str:
    """One swap, drop, doubling or replacement of a letter, never the first character."""
    letters = [i for i in range(1, len(word)) if word[i].isalpha()]
    while True:
        i = rng.choice(letters)
        kind = rng.randrange(4)
        if kind == 0:
            if i + 1 == len(word) or not word[i + 1].isalpha() or word[i] == word[i + 1]:
                continue
            return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        if kind == 1:
            return word[:i] + word[i + 1 :]
        if kind == 2:
            return word[:i] + word[i] + word[i:]
        return word[:i] + rng.choice(LETTERS.replace(word[i].lower(), "")) + word[i + 1 :]


def _load_aliases() -> dict[str, list[str]]:
    by_target: dict[str, list[str]] = {}
    for alias, target in json.loads(ALIASES_FILE.read_text("utf-8")).items():
        by_target.setdefault(skill_key(target), []).append(alias)
    return by_target


def queries(
    profiles: Sequence[Profile], count: int, seed: int = 11, areas: Sequence[str] = AREAS
) -> list[dict]:
    """count questions, about equally many of each kind, with what each one asks about
    (topics among `areas`, those the profiles were generated with)."""
    rng = random.Random(seed)
    names = Counter(key(p.name) for p in profiles)
    name_words = {w for k in names for w in k.split()}
    skills = {s.name for p in profiles for s in p.skills}
    skills |= {t for p in profiles for c in p.contributions for t in c.topics}
    aliases = {t: a for t, a in _load_aliases().items() if t in skills}
    spellings = sorted(skills | {a for al in aliases.values() for a in al})

    # Each kind makes a question from a profile, or None when the profile does not fit.
    def name_exact(p: Profile) -> dict | None:
        if names[key(p.name)] != 1:
            return None
        return {"question": f"!profile {p.name}", "expected_id": p.id}

    def name_typo(p: Profile) -> dict | None:
        parts = p.name.split()
        long = [i for i, w in enumerate(parts) if len(w) >= 5 and w.isalpha()]
        if names[key(p.name)] != 1 or not long:
            return None
        i = rng.choice(long)
        parts[i] = typo(parts[i], rng)
        if set(words(parts[i])) & name_words:
            return None
        return {"question": f"!profile {' '.join(parts)}", "expected_id": p.id}

    def skill(p: Profile) -> dict | None:
        if not p.skills:
            return None
        name = rng.choice(p.skills).name
        return {"question": f"!who knows {name}", "skill": name}

    def skill_alias(p: Profile) -> dict | None:
        known = [s.name for s in p.skills if s.name in aliases]
        if not known:
            return None
        name = rng.choice(known)
        return {"question": f"!who knows {rng.choice(aliases[name])}", "skill": name}

    def skill_typo(p: Profile) -> dict | None:
        long = [
            s.name
            for s in p.skills
            if sum(ch.isalpha() for ch in s.name) >= 6 and s.name.replace("-", "").isalpha()
        ]
        if not long:
            return None
        name = rng.choice(long)
        wrong = typo(name, rng)
        near = process.extract(wrong, spellings, scorer=OSA.distance, score_cutoff=1, limit=None)
        if any(hit != name for hit, _, _ in near):
            return None
        return {"question": f"!who knows {wrong}", "skill": name}

    def company(p: Profile) -> dict | None:
        return (
            {"question": f"who works at {p.company}", "company": p.company} if p.company else None
        )

    def place(p: Profile) -> dict | None:
        if not p.location:
            return None
        city = p.location.split(", ")[0]
        return {"question": f"who is in {city}", "place": city}

    def school(p: Profile) -> dict | None:
        if not p.education:
            return None
        name = rng.choice(p.education).school
        return {"question": f"who studied at {name}", "school": name}

    def repo(p: Profile) -> dict | None:
        if not p.contributions:
            return None
        name = rng.choice(p.contributions).repo
        return {"question": f"who contributed to {name}", "repo": name}

    def combined(p: Profile) -> dict | None:
        if not p.skills:
            return None
        name = rng.choice(p.skills).name
        if rng.random() < 0.5:
            if not p.location:
                return None
            city = p.location.split(", ")[0]
            return {"question": f"who knows {name} in {city}", "skill": name, "place": city}
        if not p.company:
            return None
        question = f"who knows {name} and works at {p.company}"
        return {"question": question, "skill": name, "company": p.company}

    def topic(p: Profile) -> dict | None:
        said = (p.summary or "").lower()
        held = [a for a in areas if a in said]
        if not held:
            return None
        area = rng.choice(held)
        return {"question": f"who should I ask about {area}", "topic": area}

    def meaning(p: Profile) -> dict | None:
        # A request in the asker's words, asked of the people closest in meaning
        asked = topic(p)
        if asked is None:
            return None
        area = asked["topic"]
        return {"question": f"our {area} work keeps going wrong, who can help", "topic": area}

    def autocomplete_name(p: Profile) -> dict | None:
        first = p.name.split()[0]
        if len(first) < 3:
            return None
        return {"prefix": first[: rng.randint(3, min(6, len(first)))], "name": p.name}

    def autocomplete_skill(p: Profile) -> dict | None:
        long = [s.name for s in p.skills if len(s.name) >= 3]
        if not long:
            return None
        name = rng.choice(long)
        return {"prefix": name[: rng.randint(3, min(6, len(name)))], "skill": name}

    makers = {
        "name_exact": name_exact,
        "name_typo": name_typo,
        "skill": skill,
        "skill_alias": skill_alias,
        "skill_typo": skill_typo,
        "company": company,
        "place": place,
        "school": school,
        "repo": repo,
        "combined": combined,
        "topic": topic,
        "meaning": meaning,
        "autocomplete_name": autocomplete_name,
        "autocomplete_skill": autocomplete_skill,
    }

    def draw(kind: str) -> dict:
        for _ in range(10_000):
            question = makers[kind](profiles[rng.randrange(len(profiles))])
            if question:
                return {"kind": kind, **question}
        raise ValueError(f"no {kind} question fits these profiles")

    kinds = list(makers)
    return [draw(kinds[i % len(kinds)]) for i in range(count)]


# ---- self-check ------------------------------------------------------------------------------


def main(argv: Sequence[str]) -> int:
    n = int(argv[0]) if argv else 2000
    started = time.perf_counter()
    profiles = list(generate(n))
    problems = check_round_trip(profiles)
    ids = {p.id for p in profiles}
    raw_aliases = json.loads(ALIASES_FILE.read_text("utf-8"))
    aliases = {skill_key(a): skill_key(t) for a, t in raw_aliases.items()}
    for p in profiles:
        if slugify(p.id) != p.id:
            problems.append(f"{p.id}: the id is not a slug")
        if len({s.name for s in p.skills}) != len(p.skills):
            problems.append(f"{p.id}: a skill twice")
        for s in p.skills:
            if skill_key(s.name) != s.name or aliases.get(s.name, s.name) != s.name:
                problems.append(f"{p.id}: skill {s.name!r} is not canonical")
    if len(ids) != n:
        problems.append(f"{n - len(ids)} duplicate ids")
    for line in problems[:20]:
        print(line)
    took = time.perf_counter() - started
    bad = len({line.split(":")[0] for line in problems})
    print(f"round trip and invariants: {n - bad}/{n} profiles exact ({took:.1f}s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
