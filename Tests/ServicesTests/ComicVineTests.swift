import Foundation
import TestSupport
import Testing

@testable import Services

/// The recorded Comic Vine answers in Tests/Fixtures/recorded/comicvine (read in place) and the error shapes.
struct ComicVineTests {
    func response(_ file: String, status: Int = 200, headers: [String: String] = [:]) throws -> HTTPResponse {
        try RecordedAnswer.response("comicvine", file, status: status, headers: headers)
    }

    @Test func theRequest_filtersByName_tenAPage_withAFieldList_andTheKeyInTheQuery() {
        let request = ComicVineAPI.characters(name: "spider, man", offset: 20).request(
            baseURL: ComicVineAPI.defaultBaseURL, apiKey: "k")
        #expect(
            request.url.absoluteString.hasPrefix(
                "https://comicvine.gamespot.com/api/characters/?api_key=k&format=json&"))
        #expect(
            request.query["filter"] == "name:spider  man" && request.query["limit"] == "10"
                && request.query["offset"] == "20")
        #expect(request.query["format"] == "json" && request.query["api_key"] == "k")
        #expect(request.query["field_list"]?.contains("count_of_issue_appearances") == true)
        #expect(
            ComicVineAPI.character(id: 1268).request(baseURL: ComicVineAPI.defaultBaseURL, apiKey: "k").url
                .absoluteString
                .hasPrefix("https://comicvine.gamespot.com/api/character/4005-1268/?"))
    }

    @Test func aRecordedList_decodes_andBecomesTheTabsCharacters() throws {
        let envelope: ComicVineEnvelope<[ComicVineCharacter]> = try ComicVineClient.decode(
            response("characters-list-limit100-offset0.json"))
        #expect(envelope.results.count == 100 && envelope.numberOfTotalResults == 151_969)
        let lad = try #require(envelope.results.first { $0.name == "Lightning Lad" })
        let character = lad.character
        #expect(character.catalogue == .comicVine && character.sourceName == "comicvine")
        #expect(character.fact("real_name")?.text == "Garth Ranzz")
        #expect(character.fact("issue_appearances")?.number == 982)
        #expect(character.comics == 982)
        #expect(character.description.hasPrefix("Garth Ranzz is one of the three original members"))
        #expect(character.links.first?.url == "https://comicvine.gamespot.com/lightning-lad/4005-1253/")
        #expect(!envelope.results.map(\.character).contains { $0.description.contains("<") })
    }

    @Test func aRecordedDetail_isAnObject_andASearchPageToo() throws {
        let detail: ComicVineEnvelope<ComicVineCharacter> = try ComicVineClient.decode(
            response("character-details-4005-1268.json"))
        #expect(detail.results.id == 1268)
        let search: ComicVineEnvelope<[ComicVineCharacter]> = try ComicVineClient.decode(
            response("search-character-bruce-20of149-2016.json"))
        #expect(search.numberOfTotalResults == 149 && search.results.count == 20)
        // That search asked for no id: it is read from the detail URL ("…/character/4005-2185/").
        #expect(search.results.allSatisfy { $0.id > 0 })
    }

    @Test func errorBodies_rateLimits_andBlockedAddresses_becomeSentences() throws {
        func failure(_ r: HTTPResponse) -> ServiceError? {
            do { let _: ComicVineEnvelope<[ComicVineCharacter]> = try ComicVineClient.decode(r); return nil } catch {
                return error as? ServiceError
            }
        }
        #expect(
            failure(try response("error-100-invalid-api-key.json", status: 401))
                == .keyRejected(service: "Comic Vine", detail: "Invalid API Key"))
        #expect(
            failure(try response("error-101-object-not-found.json"))
                == .notFound(service: "Comic Vine", what: "character"))
        guard case .badRequest = failure(try response("error-102-error-in-url-format.json")) else {
            Issue.record("102"); return
        }
        #expect(
            failure(.json(420, #"{"error":"Rate limit exceeded.  Slow down cowboy.","status_code":107,"results":[]}"#))
                == .rateLimited(service: "Comic Vine"))
        #expect(
            failure(.json(200, #"{"error":"Rate limit exceeded.  Slow down cowboy.","status_code":107,"results":[]}"#))
                == .rateLimited(service: "Comic Vine"))
        guard case .badRequest(_, let detail) = failure(.json(200, "<html><body>Abnormal velocity</body></html>"))
        else {
            Issue.record("velocity page"); return
        }
        #expect(detail.contains("velocity"))
        #expect(failure(.json(200, #"{"status_code": 1, "results": [{"id": 1"#)) == .undecodable(service: "Comic Vine"))
    }

    @Test func htmlDescriptions_becomePlainText() {
        #expect(
            PlainText.fromHTML("<h2>Origin</h2><p>Born &amp; raised <a href=\"x\">here</a>.</p>")
                == "Origin\nBorn & raised here.")
    }

    @Test func oneRule_choosesTheCharacterSource() {
        #expect(
            CharacterSource.choose(hasComicVineKey: true, hasMarvelKeys: true, pinned: nil, offline: false)
                == .comicVine)
        #expect(
            CharacterSource.choose(hasComicVineKey: false, hasMarvelKeys: true, pinned: nil, offline: false) == .marvel)
        #expect(
            CharacterSource.choose(hasComicVineKey: false, hasMarvelKeys: false, pinned: nil, offline: false)
                == .bundled)
        #expect(
            CharacterSource.choose(hasComicVineKey: true, hasMarvelKeys: true, pinned: nil, offline: true) == .bundled)
        #expect(
            CharacterSource.choose(hasComicVineKey: true, hasMarvelKeys: true, pinned: "marvel", offline: false)
                == .marvel)
        #expect(
            CharacterSource.choose(hasComicVineKey: false, hasMarvelKeys: false, pinned: "comicvine", offline: false)
                == .bundled)
    }

    @Test func theClient_pagesByOffset_andSaysItMatchesAnywhere() async throws {
        let stub = StubTransport { _ in try! self.response("search-character-bruce-20of149-2016.json") }
        let client = ComicVineClient(transport: stub, apiKey: "k")
        #expect(client.matchesAnywhere)
        let page = try await client.search(prefix: "bruce", offset: 10)
        #expect(page.total == 149 && page.attribution == ComicVineClient.attribution)
        #expect(stub.requests.first?.query["offset"] == "10")
    }

    /// A result that cannot be read (no name, an id that is no number) is left out; the others stay.
    @Test func aSearchPage_keepsTheResultsThatCanBeRead() async throws {
        let body = #"""
            {"error":"OK","limit":10,"offset":0,"number_of_page_results":3,"number_of_total_results":3,"status_code":1,
             "results":[{"id":1,"name":"Bruce Banner","count_of_issue_appearances":12},
                        {"id":"not a number","name":"Broken"},
                        {"id":3,"name":null},
                        {"id":4,"name":"Bruce Wayne","deck":"The Batman"}]}
            """#
        let client = ComicVineClient(transport: StubTransport(body: body), apiKey: "k")
        let page = try await client.search(prefix: "bruce", offset: 0)
        #expect(page.characters.map(\.name) == ["Bruce Banner", "Bruce Wayne"])
        #expect(page.characters[1].description == "The Batman")
    }
}
