extension Korean: StoresStrings {
    public var storesTabTitle: String { "편의점" }
    public var storesServiceName: String { "편의점 검색" }
    public func storesHeader(place: String, origin: String?, radius: String) -> String {
        "\(place)" + (origin.map { " (\($0))" } ?? "") + " 근처 편의점 · 반경 \(radius)"
    }
    public var storesSearching: String { "찾는 중…" }

    public var storesCreditSample: String { "샘플 데이터 — 실제 매장이 아니에요" }
    public func storesSourceStatus(_ source: String) -> String { "편의점: " + source }

    public func storesStatusNoneWithin(radius: String, place: String) -> String {
        "\(place) 반경 \(radius) 안에 편의점이 없어요 — +로 넓히기"
    }
    public func storesStatusOpenNow(open: Int, of total: Int, unknown: Int) -> String {
        "지금 영업 중: \(total)곳 중 \(open)곳"
            + (unknown == 0 ? "" : " · 영업시간 모르는 \(unknown)곳 제외") + " — o: 전체 보기"
    }
    public func storesStatusCount(_ count: Int, radius: String) -> String { "반경 \(radius) 안에 편의점 \(count)곳" }
    public var storesStatusError: String { "오류 — r로 다시 시도" }

    public var storesHelpMapLegend: String {
        "지도: ◉ 내 위치, 숫자는 목록의 편의점 번호, ▶ 선택한 편의점, ×12 한 자리에 겹친 편의점 12곳, 점선 원 = 검색 반경, N↑ 북쪽."
    }
    public var storesKeyCloseDetails: String { "상세 정보 닫기" }
    public var storesKeyDetails: String { "선택한 편의점의 상세 정보" }
    public var storesKeyOpenOnly: String { "지금 영업 중인 곳만 보기 (o 한 번 더: 전체)" }
    public var storesKeyCentre: String { "지도를 내 위치로 옮기기" }
    public var storesHintCentre: String { "내 위치" }
    public var storesKeyMapInWords: String { "글로 보는 지도: 핀마다 거리와 방향 (m 한 번 더: 지도)" }
    public var storesKeyRadius: String { "반경 넓히기 / 좁히기" }
    public var storesHintRadius: String { "반경" }
    public var storesKeySearchAgain: String { "다시 찾기" }
    public var storesHintReload: String { "새로고침" }

    public func storesSummaryNone(radius: String, place: String) -> String {
        "\(place) 반경 \(radius) 안에 편의점이 없어요"
    }
    public func storesSummaryNoDistances(count: Int, radius: String, place: String) -> String {
        "\(place) 반경 \(radius) 안에 편의점 \(count)곳. 거리는 기록되지 않았어요"
    }
    public func storesSummary(count: Int, radius: String, place: String, nearest: String, distance: String) -> String {
        "\(place) 반경 \(radius) 안에 편의점 \(count)곳. 가장 가까운 곳: \(nearest), \(distance)"
    }
    public var storesMapInWordsTitle: String { "글로 보는 지도 (m: 지도로 돌아가기)" }
    public func storesMapInWordsYou(place: String) -> String { "◉ 내 위치: \(place)" }

    public func storesWhereDetails(name: String) -> String { "편의점 — \(name) 상세 정보" }
    public var storesWhereListLoading: String { "편의점 — 목록, 불러오는 중" }
    public var storesWhereListEmpty: String { "편의점 — 목록, 편의점 없음" }
    public func storesCategoryConvenience(brand: String?) -> String {
        "편의점" + (brand.map { " (\($0))" } ?? "")
    }
    public var storesWhereAboveTheList: String { "목록 위 (j: 목록으로)" }
    public func storesWhereList(count: Int, selected: Int) -> String {
        "편의점 — 목록, \(count)곳 중 \(selected)번째 선택됨"
    }

    public var storesListSearching: String { "편의점 찾는 중…" }
    public var storesListPressRToRetry: String { "다시 시도하려면 r을 누르세요" }
    public func storesListNoneOpen(total: Int, unknown: Int) -> String {
        "\(total)곳 중 지금 영업 중으로 확인된 곳이 없어요"
            + (unknown == 0 ? "" : " (영업시간 모름 \(unknown)곳)") + " — 전체를 보려면 o를 누르세요"
    }
    public func storesEmptyWithin(radius: String) -> String {
        "반경 \(radius) 안에 편의점이 없어요 — 넓히려면 +를 누르세요"
    }

    public var storesDetailCategory: String { "분류" }
    public var storesDetailPhone: String { "전화" }
    public var storesDetailRoadAddress: String { "도로명 주소" }
    public var storesDetailAddress: String { "주소" }
    public var storesDetailDistance: String { "거리" }
    public var storesDetailStreet: String { "도로" }
    public var storesDetailHours: String { "영업시간" }
    public var storesDetailPlaceURL: String { "장소 URL" }
    public var storesDetailSampleStore: String { "샘플 — 실제 매장이 아니에요 (전화번호, 링크 없음)" }
    public var storesDetailCoordinates: String { "좌표" }

    public var storesAlertLoadFailedTitle: String { "편의점을 불러오지 못했어요" }
    public func storesAlertLoadFailed(_ message: String) -> String { message + " — 다시 시도하려면 r을 누르세요" }
}
