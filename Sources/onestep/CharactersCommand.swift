import ArgumentParser
import Characters
import Foundation
import Localization
import Services

/// `onestep characters search QUERY [--page N] [--json]`, `characters favorites`, `characters favorite add|remove ID`.
struct CharactersCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "characters", abstract: L.cmdCharactersAbstract,
            subcommands: [Search.self, Favorites.self, Favorite.self])
    }

    struct Search: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "search", abstract: L.cmdCharactersSearchAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdCharactersQueryHelp)) var query: String
        @Option(name: .long, help: ArgumentHelp(L.cmdCharactersPageHelp)) var page: Int = 1
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        func validate() throws {
            guard page >= 1 else { throw ValidationError(L.cmdCharactersPageInvalid) }
            guard query.trimmingCharacters(in: .whitespaces).count >= 2 else {
                throw ValidationError(L.cmdCharactersQueryTooShort)
            }
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let service = environment.characterService()
            let result: CharacterPage
            do {
                result = try await service.search(
                    prefix: query.trimmingCharacters(in: .whitespaces), offset: CharacterPage.size * (page - 1))
            } catch {
                throw CommandFailure(ServiceError.from(error, service: service.serviceName).userMessage)
            }
            // A page past the last is a mistake to say, not an empty page ("671–670") and success.
            if page > 1, result.characters.isEmpty {
                let pages = max(1, (result.total + CharacterPage.size - 1) / CharacterPage.size)
                throw CommandFailure(L.cmdCharactersPageBeyond(page: page, pages: pages), status: 64)
            }
            if json {
                try printJSON(CharacterPageJSON(result, source: environment.characterSource))
            } else {
                print(
                    L.cmdCharactersHeading(
                        total: result.total, matchesAnywhere: service.matchesAnywhere, query: query,
                        first: result.offset + 1, last: result.offset + result.count))
                printTable(
                    header: L.cmdCharactersSearchColumns,
                    rows: result.characters.map { [String($0.id), $0.name, $0.countsWords, $0.summaryWords ?? ""] },
                    rightAligned: [])
                if !result.attribution.isEmpty { print(attributionWords(result.attribution)) }
            }
            return false
        }
    }

    struct Favorites: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "favorites", abstract: L.cmdCharactersFavoritesAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = try environment.required(environment.favoriteCharacters)
            let favorites = try store.all()
            if json {
                try printJSON(favorites.map(FavoriteCharacterJSON.init))
            } else if favorites.isEmpty {
                print(L.cmdCharactersNoFavorites)
            } else {
                // One form in every language and locale (the system's short date would follow LANG, not --lang).
                let saved = DateFormatter()
                saved.locale = Locale(identifier: "en_US_POSIX")
                saved.dateFormat = "yyyy-MM-dd HH:mm"  // not UI: a date pattern
                printTable(
                    header: L.cmdCharactersFavoritesColumns,
                    rows: favorites.map {
                        [
                            String($0.id), $0.name,
                            saved.string(from: $0.savedAt),
                        ]
                    })
            }
            return false
        }
    }

    struct Favorite: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "favorite", abstract: L.cmdCharactersFavoriteAbstract,
                subcommands: [Add.self, Remove.self])
        }

        struct Add: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "add", abstract: L.cmdCharactersFavoriteAddAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdCharacterIDHelp)) var id: Int

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
                try environment.requireKept()
                print(change.added ? L.cmdCharactersSaved(character.name) : L.cmdAlreadyFavorite(character.name))
                for evicted in change.evicted {
                    print(L.cmdCharactersEvicted(evicted.name, capacity: FavoriteCharactersStore.capacity))
                }
                return false
            }
        }

        struct Remove: ParsableCommand, MainActorCommand {
            static var configuration: CommandConfiguration {
                CommandConfiguration(commandName: "remove", abstract: L.cmdCharactersFavoriteRemoveAbstract)
            }
            @OptionGroup var global: GlobalOptions
            @Argument(help: ArgumentHelp(L.cmdCharacterIDHelp)) var id: Int

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = try environment.required(environment.favoriteCharacters)
                // Name it as the user saved it, not by its number.
                let name = try store.all().first { $0.id == id }?.name
                guard try store.remove(id: id) else { throw CommandFailure(L.cmdNotFavorite(String(id))) }
                try environment.requireKept()
                print(L.cmdRemoved(name ?? String(id)))
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
