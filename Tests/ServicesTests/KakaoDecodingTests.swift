import Foundation
import Testing

@testable import Services

struct KakaoDecodingTests {
    @Test func categoryResponse_withMetaFirstAndNullSameName_decodesStringsAsNumbers() throws {
        let response = try KakaoLocalClient.decode(
            KakaoPlacesResponse.self, response: Fixture.response("kakao/category-cs2-meta-first.json"))
        #expect(response.meta.totalCount == 212)
        #expect(response.meta.pageableCount == 45)
        #expect(response.meta.isEnd == false)
        #expect(response.documents.count == 2)
        let first = response.documents[0]
        #expect(first.latitude == 37.366701)
        #expect(first.longitude == 127.108312)
        #expect(first.distance == 87)
        #expect(first.url == "http://place.map.kakao.com/11223344")
    }

    @Test func emptyRoadAddressAndPhone_fallBackToLotAddress() throws {
        let response = try KakaoLocalClient.decode(
            KakaoPlacesResponse.self, response: Fixture.response("kakao/category-cs2-meta-first.json"))
        let second = response.documents[1]
        #expect(second.roadAddress == "")
        #expect(second.phone == "")
        #expect(second.displayAddress == "경기 성남시 분당구 정자동 77")
    }

    @Test func keywordResponse_withoutCoordinates_hasNoDistanceAndEmptyCategory() throws {
        let response = try KakaoLocalClient.decode(
            KakaoPlacesResponse.self, response: Fixture.response("kakao/keyword-no-coordinates.json"))
        #expect(response.documents.first?.distance == nil)
        #expect(response.documents.first?.categoryGroupCode == "")
        #expect(response.meta.isEnd)
    }

    @Test func coordToAddress_withNullRoadAddress_decodes() throws {
        let response = try KakaoLocalClient.decode(
            KakaoAddressResponse.self, response: Fixture.response("kakao/coord2address-no-road.json"))
        #expect(response.documents.first?.roadAddress == nil)
        #expect(response.documents.first?.address?.region3 == "삼평동")
    }

    @Test func error401_echoingTheKey_becomesKeyRejected_andNeverShowsTheKey() {
        Redactor.shared.register("0123456789abcdef0123456789abcdef")
        #expect(throws: ServiceError.self) {
            try KakaoLocalClient.decode(
                KakaoPlacesResponse.self, response: Fixture.response("kakao/error-401-key-echo.json", status: 401))
        }
        do {
            _ = try KakaoLocalClient.decode(
                KakaoPlacesResponse.self, response: Fixture.response("kakao/error-401-key-echo.json", status: 401))
        } catch let error as ServiceError {
            guard case .keyRejected = error else { Issue.record("expected keyRejected, got \(error)"); return }
            #expect(!error.userMessage.contains("0123456789abcdef"))
            #expect(error.userMessage.contains("rejected the API key"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func unregisteredKeyEchoedByKakao_isStillRedacted() {
        let error = ServiceError.from(
            status: 401, service: "Kakao Local", detail: "wrong appKey(ffffeeeeddddccccbbbbaaaa99998888) format")
        #expect(!error.userMessage.contains("ffffeeee"))
    }

    @Test func error400_isABadRequestWithKakaosMessage() {
        do {
            _ = try KakaoLocalClient.decode(
                KakaoPlacesResponse.self, response: Fixture.response("kakao/error-400-page.json", status: 400))
            Issue.record("expected an error")
        } catch let error as ServiceError {
            #expect(error == .badRequest(service: "Kakao Local", detail: "page is more than max"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func html503_isServiceDown() {
        #expect(throws: ServiceError.serviceDown(service: "Kakao Local", status: 503)) {
            try KakaoLocalClient.decode(
                KakaoPlacesResponse.self, response: Fixture.response("kakao/error-503.html", status: 503))
        }
    }

    @Test func truncatedOrMalformedBody_isUndecodable_namingTheService() {
        for name in ["kakao/category-truncated.json", "kakao/category-bad-coordinate.json"] {
            #expect(throws: ServiceError.undecodable(service: "Kakao Local")) {
                try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: Fixture.response(name))
            }
        }
        #expect(ServiceError.undecodable(service: "Kakao Local").userMessage.contains("Kakao Local"))
    }

    @Test func status429_isRateLimited() {
        #expect(throws: ServiceError.rateLimited(service: "Kakao Local")) {
            try KakaoLocalClient.decode(
                KakaoPlacesResponse.self, response: .json(429, #"{"errorType":"RateLimit","message":"slow down"}"#))
        }
    }
}
