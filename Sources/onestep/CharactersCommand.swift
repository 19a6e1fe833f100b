import ArgumentParser
import Foundation
import Services

/// `onestep characters search QUERY [--page N] [--json]`, `characters favorites`, `characters favorite add|remove ID`.
struct CharactersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "characters", abstract: "Search Marvel characters and manage favourites (5 at most).",
        subcommands: [Search.self, Favorites.self, Favorite.self])

    struct Search: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "search", abstract: "Characters whose name starts with QUERY, 10 a page.")
        @OptionGroup var global: GlobalOptions
        @Argument(help: "The start of a name (2 letters or more).") var query: String
        @Option(name: .long, help: "Page number (1 = the first 10).") var page: Int = 1
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            guard page >= 1 else { fail("--page starts at 1") }
            guard query.trimmingCharacters(in: .whitespaces).count >= 2 else { fail("type at least 2 letters") }
            let environment = try AppEnvironment(offline: global.offline)
            let result: MarvelPage
            do {
                result = try await environment.characterService().search(prefix: query.trimmingCharacters(in: .whitespaces),
                                                                     offset: 10 * (page - 1))
            } catch {
                fail(ServiceError.from(error, service: environment.characterService().serviceName).userMessage)
            }
            if json {
                printJSON([
                    "total": result.total, "offset": result.offset, "count": result.count,
                    "attribution": result.attribution,
                    "results": result.results.map(Self.json),
                ])
            } else {
                print("\(result.total) characters \(environment.characterService().matchesAnywhere ? "match" : "start with") “\(query)”; \(result.offset + 1)–\(result.offset + result.count):")
                printTable(header: ["id", "name", "counts", "summary"],
                           rows: result.results.map { [String($0.id), $0.name, $0.countsText, $0.summary ?? ""] }, rightAligned: [])
                if !result.attribution.isEmpty { print(result.attribution) }
            }
            return false
        }

        /// One character; offline, the wiki's facts, with null wherever the catalogue has no value (never a made-up one).
        static func json(_ c: MarvelCharacter) -> [String: Any] {
            var object: [String: Any] = [
                "id": c.id, "name": c.name, "description": c.description,
                "modified": c.modifiedText.isEmpty ? NSNull() : c.modifiedText,
                "thumbnail": c.thumbnail.map { $0.isPlaceholder ? NSNull() : $0.url(variant: "portrait_xlarge") as Any } ?? NSNull(),
                "urls": c.urls.map { ["type": $0.type, "url": $0.url] },
            ]
            if let fandom = c.fandom {
                object["comics"] = fandom.appearances ?? NSNull() as Any
                object["series"] = NSNull()
                object["source"] = "fandom-2014"
                for (key, value) in [("identity", fandom.identity), ("alignment", fandom.alignment), ("status", fandom.status),
                                     ("sex", fandom.sex), ("eyes", fandom.eyes), ("hair", fandom.hair),
                                     ("first_appearance", fandom.firstAppearance)] {
                    object[key] = value ?? NSNull() as Any
                }
                object["appearances"] = fandom.appearances ?? NSNull() as Any
                object["wiki_url"] = fandom.wikiURL
            } else if let vine = c.comicVine {
                object["comics"] = vine.issueAppearances ?? NSNull() as Any
                object["series"] = NSNull()
                object["source"] = "comicvine"
                for (key, value) in [("real_name", vine.realName), ("deck", vine.deck), ("publisher", vine.publisher),
                                     ("first_appearance", vine.firstAppearance), ("last_updated", vine.lastUpdated), ("page_url", vine.pageURL)] {
                    object[key] = value ?? NSNull() as Any
                }
                object["issue_appearances"] = vine.issueAppearances ?? NSNull() as Any
            } else {
                object["comics"] = c.comics.available
                object["series"] = c.series.available
                object["source"] = "marvel"
            }
            return object
        }
    }

    struct Favorites: ParsableCommand, MainActorCommand {
        static let configuration = CommandConfiguration(commandName: "favorites", abstract: "Favourite characters, oldest first.")
        @OptionGroup var global: GlobalOptions
        @Flag(name: .long, help: "Print JSON.") var json = false

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let store = environment.required(environment.favoriteCharacters)
            let favorites = try store.all()
            if json {
                let formatter = ISO8601DateFormatter()
                printJSON(favorites.map { ["id": $0.id, "source": $0.source, "name": $0.name, "saved_at": formatter.string(from: $0.savedAt)] as [String: Any] })
            } else if favorites.isEmpty {
                print("no favourites yet")
            } else {
                printTable(header: ["id", "name", "saved"], rows: favorites.map {
                    [String($0.id), $0.name, DateFormatter.localizedString(from: $0.savedAt, dateStyle: .short, timeStyle: .short)]
                })
            }
            return false
        }
    }

    struct Favorite: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "favorite", abstract: "Add or remove a favourite by id.", subcommands: [Add.self, Remove.self])

        struct Add: ParsableCommand, MainActorCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Save a favourite (the oldest goes beyond 5).")
            @OptionGroup var global: GlobalOptions
            @Argument var id: Int

            @MainActor
            func execute() async throws -> Bool {
                let environment = try AppEnvironment(offline: global.offline)
                let store = environment.required(environment.favoriteCharacters)
                let character: MarvelCharacter
                do { character = try await environment.characterService().character(id: id) } catch {
                    fail(ServiceError.from(error, service: environment.characterService().serviceName).userMessage)
                }
                let change = try store.add(FavoriteCharacter(character, savedAt: Date()))
                print(change.added ? "saved \(character.name)" : "\(character.name) is already a favourite")
                for evicted in change.evicted { print("removed \(evicted.name) to keep \(FavoriteCharactersStore.capacity) favourites") }
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
                let store = environment.required(environment.favoriteCharacters)
                // Name it as the user saved it, not by its number.
                let name = try store.all().first { $0.id == id }?.name
                guard try store.remove(id: id) else { fail("\(id) is not a favourite") }
                print("removed \(name ?? String(id))")
                return false
            }
        }
    }
}
