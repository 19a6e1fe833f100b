#!/usr/bin/env python3
"""Tests of tools/korea_access.py's readers on small files written here in the published shapes: CP949 with a space
for an empty cell, repeated rows, rows placed in the wrong city, hours in their many spellings, a station toilet's
mistyped latitude, a charger site reported twice. make lint runs them (python3 tools/test_korea_access.py)."""
import csv, json, os, sys, tempfile, unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import korea_access as k  # noqa: E402

SEOUL_HEADER = ["연번", "도로명주소", "지번주소", "x 좌표", "y 좌표", "건물명", "구 명칭", "전화번호", "유형", "개방시간",
                "소재지 용도", "화장실 현황", "장애인화장실 현황", "편의시설 (기타설비)", "안내표지", "소재지", "비고"]


def seoul_row(serial, name, stalls, address="서울특별시 종로구 세종대로 1", hours="상시(24시간)|"):
    return [serial, address, " ", "126.97", "37.57", name, "종로구", " ", "공공개방|", hours, " ", " ", stalls, " ", " ",
            " ", " "]


class Readers(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        k.FINDINGS.clear()

    def write_csv(self, name, header, rows, encoding):
        with open(os.path.join(self.folder, name), "w", encoding=encoding, newline="") as f:
            writer = csv.writer(f, quoting=csv.QUOTE_ALL)
            writer.writerow(header)
            writer.writerows(rows)

    def test_seoul_toilets_cp949_spaces_repeats_and_the_daejeon_rows(self):
        self.write_csv("seoul-public-toilets.csv", SEOUL_HEADER, [
            seoul_row("1", "광화문 화장실", "남자|여자|"),
            seoul_row("2", "광화문 화장실", "남자|여자|"),  # the same but for the serial: merged
            seoul_row("3", "세종로 화장실", " "),  # a space: not recorded, never "no"
            seoul_row("4", "을지로3가파출소", "공용|", address="대전광역시 중구 대흥동 1"),  # placed in 대전: dropped
            seoul_row("5", "청사 화장실", "공용|", hours="근무시간중 개방"),
        ], "cp949")
        rows = k.seoul_toilets(self.folder)
        self.assertEqual([r["name"] for r in rows], ["광화문 화장실", "세종로 화장실", "청사 화장실"])
        self.assertEqual([r["wheelchair"] for r in rows], ["yes", "unknown", "yes"])
        self.assertEqual(rows[0]["wheelchair_text"], "남자, 여자")
        self.assertEqual(rows[0]["opening_hours"], "24/7")
        self.assertIsNone(rows[2]["opening_hours"])
        self.assertEqual(rows[2]["hours"], "근무시간중 개방")
        self.assertEqual(k.FINDINGS["seoul toilets: merged, a repeat but for the serial"], 1)
        self.assertEqual(k.FINDINGS["seoul toilets: dropped, placed in 대전 (a 중구 name clash)"], 1)

    def test_2018_toilets_counts_read_as_states_and_repeats_merged(self):
        header = ["source_file", "화장실명", "남성용-장애인용대변기수", "남성용-장애인용소변기수", "여성용-장애인용대변기수",
                  "개방시간", "관리기관명", "전화번호", "소재지지번주소", "소재지도로명주소", "구분", "위도", "경도", "데이터기준일자"]
        base = ["csv/a.csv", "", "", "", "", "24시간", "", "", "", "주소", "공중화장실", "35.1", "129.0", "2018-08-28"]
        def row(name, men, urinals, women, source="csv/a.csv"):
            r = list(base)
            r[0], r[1], r[2], r[3], r[4] = source, name, men, urinals, women
            return r
        self.write_csv("kr-public-toilets-2018.csv", header, [
            row("가", "1", "0", "0"), row("나", "0", "0", "0"), row("다", "", "", ""), row("라", "0", "2", "0"),
            row("가", "1", "0", "0", source="csv/b.csv"),  # the same row from a duplicated file: merged
        ], "utf-8")
        rows = k.national_toilets(self.folder)
        self.assertEqual([(r["name"], r["wheelchair"]) for r in rows],
                         [("가", "yes"), ("나", "no"), ("다", "unknown"), ("라", "limited")])
        self.assertEqual(rows[1]["data_date"], "2018-08-28")
        self.assertEqual(rows[3]["wheelchair_text"], "장애인용 대변기 남 0 · 여 0, 소변기 2")

    def test_hours_unambiguous_only(self):
        self.assertEqual(k.opening_hours("정시(09:00~18:00)|"), "09:00-18:00")
        self.assertEqual(k.opening_hours("상시"), "24/7")
        self.assertEqual(k.opening_hours("(평일)09:00~18:00+(주말)이용불가+(공휴일)이용불가"),
                         "Mo-Fr 09:00-18:00; Sa,Su off; PH off")
        for unclear in ("연중무휴", "(평일)09:00~18:00", "근무시간중 개방", "24", "25:00~26:00", "데이터없음"):
            self.assertIsNone(k.opening_hours(unclear), unclear)

    def test_chargers_one_site_reported_twice_and_midnight_to_midnight_kept_as_given(self):
        header = ["시설명", "시도명", "시군구명", "시군구코드", "소재지도로명주소", "소재지지번주소", "위도", "경도", "설치장소설명",
                  "평일운영시작시각", "평일운영종료시각", "토요일운영시작시각", "토요일운영종료시각", "공휴일운영시작시각",
                  "공휴일운영종료시각", "동시사용가능대수", "공기주입가능여부", "휴대전화충전가능여부", "관리기관명", "관리기관전화번호",
                  "데이터기준일자", "제공기관코드", "제공기관명"]
        row = ["시청", "강원특별자치도", "춘천시", "51110", "시청길 11", "옥천동", "37.88", "127.72", "1층", "09:00", "18:00",
               "00:00", "00:00", "00:00", "00:00", "02", "Y", "N", "시청", "033", "2026-05-20", "1", "춘천시"]
        other = list(row)
        other[22] = "강원특별자치도"
        zero = list(row)
        zero[0], zero[15] = "도청", "0"
        self.write_csv("kr-wheelchair-chargers.csv", header, [row, other, zero], "utf-8")
        sites = k.chargers(self.folder)
        self.assertEqual([(s["name"], s["reports"]) for s in sites], [("시청", 2), ("도청", 1)])
        self.assertEqual(sites[0]["at_once"], 2)  # '02'
        self.assertIsNone(sites[1]["at_once"])  # 0: not stated
        self.assertEqual((sites[0]["saturday_open"], sites[0]["saturday_close"]), ("00:00", "00:00"))
        self.assertEqual((sites[0]["air_pump"], sites[0]["phone_charging"]), ("yes", "no"))

    def test_station_names_and_lines(self):
        self.assertEqual(k.station_key("서울역(1)"), "서울")
        self.assertEqual(k.station_key("서울역 (1)"), "서울")
        self.assertEqual(k.station_key("올림픽공원(한국체대)"), "올림픽공원")
        self.assertEqual(k.station_key("이수"), "총신대입구")
        self.assertEqual(k.station_key("역삼"), "역삼")
        self.assertEqual([k.line_of(v) for v in ("1호선", 4, "5(연)호선", "")], ["1", "4", "5", ""])

    def test_station_toilets_take_their_stations_point(self):
        self.write_csv("seoul-subway-stations.csv", ["연번", "호선", "고유역번호(외부역코드)", "역명", "위도", "경도", "작성일자"],
                       [["1", "2", "222", "역삼", "37.5006", "127.0364", "1982-12-23"]], "cp949")
        toilet = {"연번": "1", "운영노선명": "2호선", "역명": "역삼", "위도": "57.50067442", "경도": "127.0364",
                  "게이트 내외 구분": "내부", "(근접) 출입구 번호": "3", "상세위치": "대합실", "개방시간": "05:00~24:00",
                  "전화번호": "02", "데이터기준일자": "2024-06-28"}
        with open(os.path.join(self.folder, "seoul-metro-accessible-toilets.json"), "w", encoding="utf-8") as f:
            json.dump([toilet], f, ensure_ascii=False)
        index = k.station_index(k.stations(self.folder))
        rows = k.station_toilets(self.folder, index)
        self.assertEqual((rows[0]["lat"], rows[0]["lon"]), (37.5006, 127.0364))
        self.assertIn("57.x", rows[0]["flag"])
        self.assertEqual(rows[0]["opening_hours"], "05:00-24:00")

    def test_a_doubtful_stations_toilet_is_placed_by_the_public_toilets_row_or_left_out(self):
        toilet = {"연번": "1", "운영노선명": "2호선", "역명": "용답", "위도": "37.559493", "경도": "126.963818",
                  "게이트 내외 구분": "외부", "(근접) 출입구 번호": "1", "상세위치": "대합실", "개방시간": "05:00~24:00",
                  "전화번호": "02", "데이터기준일자": "2024-06-28"}
        with open(os.path.join(self.folder, "seoul-metro-accessible-toilets.json"), "w", encoding="utf-8") as f:
            json.dump([toilet], f, ensure_ascii=False)
        index = {("용답", "2"): {"lat": 37.5664, "lon": 126.9778, "doubtful": True}}
        public = [{"name": "용답역", "lat": 37.5620049, "lon": 127.05072927}]
        rows = k.station_toilets(self.folder, index, public=public)
        self.assertEqual((rows[0]["lat"], rows[0]["lon"]), (37.5620049, 127.05072927))
        self.assertIn("lies on another station", rows[0]["flag"])
        self.assertEqual(k.station_toilets(self.folder, index, public=[]), [])

    def test_the_national_list_drops_its_placeholder_points(self):
        with open(os.path.join(self.folder, "korwith-national-list.json"), "w", encoding="utf-8") as f:
            json.dump([{"content_id": "1", "title": "가", "addr": "서울특별시 종로구", "lat": 37.5, "lng": 127.0},
                       {"content_id": "2", "title": "나", "addr": "서울특별시 종로구", "lat": 19.69442748,
                        "lng": 117.9925662504}], f, ensure_ascii=False)
        self.assertEqual([p["id"] for p in k.national_places(self.folder)], ["1"])


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=0).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
