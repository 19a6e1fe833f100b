import Foundation
import Testing

@testable import Services

struct MarvelDecodingTests {
    @Test func hash_matchesMarvelsDocumentedExample() {
        #expect(
            MarvelCredentials(publicKey: "1234", privateKey: "abcd").hash(timestamp: "1")
                == "ffd275c5130566a2916217b101f26150")
    }

    @Test func signedRequest_carriesTsApikeyAndHash_andThePagingParameters() {
        let request = MarvelAPI.characters(nameStartsWith: "spider man", limit: 10, offset: 20)
            .request(
                baseURL: URL(string: "https://gateway.marvel.com")!,
                credentials: MarvelCredentials(publicKey: "1234", privateKey: "abcd"), timestamp: "1")
        let q = request.query
        #expect(request.url.path == "/v1/public/characters")
        #expect(q["nameStartsWith"] == "spider man")
        #expect(request.url.absoluteString.contains("nameStartsWith=spider%20man"))
        #expect(q["limit"] == "10" && q["offset"] == "20" && q["ts"] == "1")
        #expect(q["apikey"] == "1234")
        #expect(q["hash"] == "ffd275c5130566a2916217b101f26150")
    }

    @Test func envelope_decodesPagingAttributionAndCharacters() throws {
        let envelope = try MarvelClient.decode(Fixture.response("marvel/characters-page.json"))
        #expect(envelope.code == .int(200))
        #expect(envelope.attributionText == "Data provided by Marvel. © 2014 MARVEL")
        #expect(envelope.etag?.isEmpty == false)
        #expect(envelope.data.total == 12 && envelope.data.count == 2 && envelope.data.limit == 10)
        let man = envelope.data.results[0]
        #expect(man.comics.available == 12 && man.comics.items.first?.name == "Avengers: The Initiative (2007) #14")
        #expect(man.stories.items.count == 3)
        #expect(man.thumbnail?.url() == "http://i.annihil.us/u/prod/marvel/i/mg/c/e0/535fecbbb9784/standard_medium.jpg")
        // The colon-less offset parses: 14:18:17 at -04:00 is 18:18:17 UTC.
        #expect(man.modified == Date(timeIntervalSince1970: 1_398_795_497))
        #expect(man.character.description.isEmpty)
    }

    @Test func placeholderDateAndBlankDescription_becomeMissing() throws {
        let bomb = try MarvelClient.decode(Fixture.response("marvel/characters-page.json")).data.results[1]
        #expect(bomb.modified == nil)
        #expect(bomb.modifiedText == "1969-12-31T19:00:00-0500")
        #expect(bomb.description == "")
        #expect(bomb.thumbnail?.isPlaceholder == true)
    }

    /// The hand-read date agrees with Foundation's reading of the same format, across leap days, offsets and years.
    @Test func modifiedDates_readByHand_agreeWithDateFormatter() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        let samples = [
            "2014-04-29T14:18:17-0400", "2013-09-18T15:54:04-0400", "2000-02-29T00:00:00+0000",
            "2024-02-29T23:59:59+0900",
            "1999-12-31T23:59:59-1200", "2016-12-31T12:00:00+0530", "2038-01-19T03:14:08Z", "2011-03-01T08:30:00+09:00",
            "1970-01-01T09:00:01+0900",
        ]
        for text in samples {
            #expect(MarvelCharacter.parseDate(text) == formatter.date(from: text), "\(text)")
        }
        for bad in [
            "", "2014-04-29", "2014-13-01T00:00:00-0400", "2014-04-29T25:00:00-0400", "2014-04-29T14:18:17",
            "2014-04-29T14:18:17+04",
        ] {
            #expect(MarvelCharacter.parseDate(bad) == nil, "\(bad)")
        }
        #expect(MarvelCharacter.parseDate("1969-12-31T19:00:00-0500") == nil)  // the catalogue's placeholder
    }

    @Test func errors_withNumericOrStringCodes_becomePlainMessages() {
        #expect(throws: ServiceError.badRequest(service: "Marvel", detail: "You may not request more than 100 items."))
        {
            try MarvelClient.decode(Fixture.response("marvel/error-409-number.json", status: 409))
        }
        #expect(throws: ServiceError.badRequest(service: "Marvel", detail: "You must provide a user key.")) {
            try MarvelClient.decode(Fixture.response("marvel/error-409-string.json", status: 409))
        }
        do {
            _ = try MarvelClient.decode(Fixture.response("marvel/error-401.json", status: 401))
            Issue.record("expected an error")
        } catch let error as ServiceError {
            #expect(error.userMessage.contains("rejected the API key"))
        } catch { Issue.record("\(error)") }
        #expect(throws: ServiceError.serviceDown(service: "Marvel", status: 500)) {
            try MarvelClient.decode(HTTPResponse(status: 500, body: Data("<html>gone</html>".utf8)))
        }
        #expect(throws: ServiceError.undecodable(service: "Marvel")) {
            try MarvelClient.decode(HTTPResponse(status: 200, body: Data(#"{"code":200,"data":{"offset":0"#.utf8)))
        }
    }
}

struct MarvelSimulatorTests {
    let simulator = try! MarvelSimulator.load(from: Fixture.resources)
    let base = URL(string: "https://gateway.marvel.com")!

    func search(_ prefix: String, limit: Int = 10, offset: Int = 0) throws -> MarvelEnvelope<MarvelCharacter> {
        try MarvelClient.decode(
            simulator.respond(
                to: MarvelAPI.characters(nameStartsWith: prefix, limit: limit, offset: offset)
                    .request(baseURL: base, credentials: nil, timestamp: "1")))
    }

    /// The answer is written byte by byte (`JSONBytes`, not `JSONEncoder`): every fact of every entry of a page
    /// comes back through the client's decoder as the catalogue has it.
    @Test func everyFactOfAPage_comesBackThroughTheClientsDecoder() throws {
        let (total, entries) = try simulator.search(prefix: "ma", limit: 100, offset: 0)
        let page = try search("ma", limit: 100)
        #expect(page.data.total == total && page.data.count == entries.count && entries.count == 100)
        for (character, entry) in zip(page.data.results, entries) {
            #expect(character.id == entry.id && character.name == entry.name)
            #expect(character.fandom == entry.facts)
            #expect(character.comics.available == (entry.facts.appearances ?? 0))
            #expect(character.urls.map(\.url) == [entry.facts.wikiURL])
        }
        // Both kinds are on the page: facts the wiki has, and facts it left empty (left out, never "").
        #expect(entries.contains { $0.facts.appearances == nil } && entries.contains { $0.facts.hair != nil })
    }

    @Test func catalogue_isTheWholeRealOne_withTheWikisFactsAndNoInventedNumber() throws {
        #expect(try simulator.count() == 16_376)
        let spider = try search("spider-man (peter")
        #expect(spider.data.total == 1)
        let peter = spider.data.results[0]
        #expect(peter.id == 1678)
        #expect(peter.name == "Spider-Man (Peter Parker)")
        #expect(peter.comics.available == 4043)  // the wiki's appearances (2014)
        #expect(peter.modified == nil && peter.modifiedText.isEmpty)
        #expect(peter.thumbnail?.isPlaceholder == true)
        #expect(peter.fandom?.identity == "Secret Identity")
        #expect(peter.fandom?.alignment == "Good")
        #expect(peter.fandom?.status == "Living")
        #expect(peter.fandom?.eyes == "Hazel Eyes" && peter.fandom?.hair == "Brown Hair")
        #expect(peter.fandom?.firstAppearance == "Aug 1962")
        #expect(peter.urls.map(\.url) == ["https://marvel.fandom.com/wiki/Spider-Man_(Peter_Parker)"])
        #expect(peter.description.isEmpty)
    }

    @Test func anUnknownAppearanceCount_isAbsent_notZero() throws {
        // Rows with no APPEARANCES in the file exist (1,096): their comics collection is left out.
        let all = try search("a", limit: 100).data.results + search("b", limit: 100).data.results
        let unknown = all.filter { $0.fandom?.appearances == nil }
        #expect(!unknown.isEmpty)
        #expect(unknown.allSatisfy { $0.character.comics == nil })
    }

    @Test func ma_has661Matches_in67Pages_theLastWithOne() throws {
        let first = try search("ma")
        #expect(first.data.total == 661)
        let last = try search("ma", offset: 660)
        #expect(last.data.count == 1)
        #expect(try search("ma", offset: 670).data.count == 0)
    }

    @Test func sortedByName_tiesByAppearances() throws {
        let names = try search("spider", limit: 100).data.results.map { $0.name.lowercased() }
        #expect(names == names.sorted())
    }

    @Test func prefix_isCaseInsensitive_andPagesAreConsistent() throws {
        let lower = try search("spider")
        let upper = try search("SPIDER")
        #expect(lower.data.results.map(\.id) == upper.data.results.map(\.id))
        #expect(lower.data.results.allSatisfy { $0.name.lowercased().hasPrefix("spider") })
        let first = try search("ma")
        let second = try search("ma", offset: 10)
        let third = try search("ma", offset: 20)
        #expect(first.data.total > 20)
        #expect(first.data.count == 10 && second.data.count == 10)
        #expect(third.data.count == 10)
        let ids = (first.data.results + second.data.results + third.data.results).map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(try search("ma", offset: 700).data.count == 0)
    }

    @Test func limitOver100_orBelow1_is409() {
        for limit in [101, 0] {
            let response = simulator.respond(
                to: MarvelAPI.characters(nameStartsWith: "sp", limit: limit, offset: 0)
                    .request(baseURL: base, credentials: nil, timestamp: "1"))
            #expect(response.status == 409)
        }
        #expect((try? search("sp", limit: 100)) != nil)
    }

    @Test func byId_returnsOneOr404() throws {
        let one = try MarvelClient.decode(
            simulator.respond(
                to: MarvelAPI.character(id: 1678).request(baseURL: base, credentials: nil, timestamp: "1")))
        #expect(one.data.count == 1 && one.data.results[0].name == "Spider-Man (Peter Parker)")
        #expect(
            simulator.respond(
                to: MarvelAPI.character(id: 999_999_999).request(baseURL: base, credentials: nil, timestamp: "1")
            ).status == 404)
    }

    @Test func etag_answers304WithAnEmptyBody() throws {
        var request = MarvelAPI.characters(nameStartsWith: "ma", limit: 10, offset: 0).request(
            baseURL: base, credentials: nil, timestamp: "1")
        let etag = try MarvelClient.decode(simulator.respond(to: request)).etag!
        request.headers["If-None-Match"] = etag
        let again = simulator.respond(to: request)
        #expect(again.status == 304 && again.body.isEmpty)
    }
}
