import ArgumentParser
import Foundation
import Services

/// `onestep characters search QUERY [--page N] [--json]`, `characters favorites`, `characters favorite add|remove ID`.
struct CharactersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters", abstract: "Search Marvel characters and manage favourites (5 at most).",
        subcommands: [Search.self, Favorites.self, Favorite.self])

    struct Search: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(
            commandName: "search", abstract: "Characters whose name starts with QUERY, 10 a page.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The start of a name (2 letters or more).") var query: String
        @Option(name: .long, help: "Page number (1 = the first 10).") var page: Int = 1
        @Flag(name: .long, help: "Print JSON.") var json = false

        func validate() throws {
            guard page >= 1 else { throw ValidationError("--page starts at 1") }
            guard query.trimmingCharacters(in: .whitespaces).count >= 2 else {
                throw ValidationError("type at least 2 letters")
            }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let service = environment.characterService()
            let result: CharacterPage
            do {
                result = try await service.search(
                    prefix: query.trimmingCharacters(in: .whitespaces), offset: 10 * (page - 1))
            } catch {
                throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
            }
            if json {
                try printJSON(CharacterPageJSON(result, source: environment.characterSource))
            } else {
                print(
                    "\(result.total) characters \(service.matchesAnywhere ? "match" : "start with") “\(query)”; \(result.offset + 1)–\(result.offset + result.count):"
                )
                printTable(
                    header: ["id", "name", "counts", "summary"],
                    rows: result.characters.map { [String($0.id), $0.name, $0.countsText, $0.summary ?? ""] },
                    rightAligned: [])
                if !result.attribution.isEmpty { print(result.attribution) }
            }
            return false
        }
    }

    struct Favorites: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(
            commandName: "favorites", abstract: "Favourite characters, oldest first.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = try environment.required(environment.favoriteCharacters)
            let favorites = try store.all()
            if json {
                try printJSON(favorites.map(FavoriteCharacterJSON.init))
            } else if favorites.isEmpty {
                print("no favourites yet")
            } else {
                printTable(
                    header: ["id", "name", "saved"],
                    rows: favorites.map {
                        [
                            String($0.id), $0.name,
                            DateFormatter.localizedString(from: $0.savedAt, dateStyle: .short, timeStyle: .short),
                        ]
                    })
            }
            return false
        }
    }

    struct Favorite: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "favorite", abstract: "Add or remove a favourite by id.", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(
                commandName: "add", abstract: "Save a favourite (the oldest goes beyond 5).")
            @OptionGroup var global: GlobalOptions
            @Argument var id: Int

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.favoriteCharacters)
                let service = environment.characterService()
                let character: ComicCharacter
                do { character = try await service.character(id: id) } catch {
                    throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
                }
                let change = try store.add(FavoriteCharacter(character, savedAt: Date()))
                print(change.added ? "saved \(character.name)" : "\(character.name) is already a favourite")
                for evicted in change.evicted {
                    print("removed \(evicted.name) to keep \(FavoriteCharactersStore.capacity) favourites")
                }
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a favourite.")
            @OptionGroup var global: GlobalOptions
            @Argument var id: Int

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.favoriteCharacters)
                // Name it as the user saved it, not by its number.
                let name = try store.all().first { $0.id == id }?.name
                guard try store.remove(id: id) else { throw CommandFailure("\(id) is not a favourite") }
                print("removed \(name ?? String(id))")
                return false
            }
        }
    }
}

/// A page of `characters search --json`.
struct CharacterPageJSON: Encodable {
    let total, offset, count: Int
    let attribution, source: String
    let fetchedAt: Nullable<String>
    let offlineCopy: Bool
    let results: [CharacterJSON]
    enum CodingKeys: String, CodingKey {
        case total, offset, count, attribution, source, fetchedAt = "fetched_at", offlineCopy = "offline_copy", results
    }

    /// `source`: the catalogue asked (each result also names the one it came from).
    init(_ page: CharacterPage, source: CharacterSource) {
        self.source = source.rawValue
        fetchedAt = fetchedAtJSON(page.origin); offlineCopy = page.origin?.isOfflineCopy ?? false
        // The results printed (a result the catalogue sent unreadable is left out of both).
        total = page.total; offset = page.offset; count = page.characters.count; attribution = page.attribution
        results = page.characters.map(CharacterJSON.init)
    }
}

/// One character: the fields every catalogue has, then its catalogue's own facts, null wherever the catalogue has
/// no value (never a made-up one).
struct CharacterJSON: Encodable {
    let character: ComicCharacter
    init(_ character: ComicCharacter) { self.character = character }

    func encode(to encoder: Encoder) throws {
        let c = character
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(c.id, forKey: "id")
        try container.encode(c.name, forKey: "name")
        try container.encode(c.description, forKey: "description")
        try container.encode(Nullable(c.modifiedText.isEmpty ? nil : c.modifiedText), forKey: "modified")
        try container.encode(Nullable(c.portraitURL), forKey: "thumbnail")
        try container.encode(c.links.map { ["type": $0.type, "url": $0.url] }, forKey: "urls")
        try container.encode(Nullable(c.comics), forKey: "comics")
        try container.encode(Nullable(c.series), forKey: "series")
        try container.encode(c.sourceName, forKey: "source")
        for fact in c.facts {
            if let number = fact.number {
                try container.encode(number, forKey: JSONKey(fact.key))
            } else {
                try container.encode(Nullable(fact.text), forKey: JSONKey(fact.key))
            }
        }
    }
}

/// One favourite of `characters favorites --json`.
struct FavoriteCharacterJSON: Encodable {
    let id: Int
    let source, name, savedAt: String
    enum CodingKeys: String, CodingKey { case id, source, name, savedAt = "saved_at" }

    init(_ favorite: FavoriteCharacter) {
        id = favorite.id; source = favorite.source; name = favorite.name
        savedAt = ISO8601DateFormatter().string(from: favorite.savedAt)
    }
}
