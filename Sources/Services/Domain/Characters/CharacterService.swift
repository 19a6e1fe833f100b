import Foundation

/// ComicCharacter search and detail, whichever catalogue answers (the offline wiki through the Marvel contract,
/// Marvel itself, or Comic Vine). Pages of 10; `matchesAnywhere` says how the name is matched.
public protocol CharacterService: Sendable {
    /// Marvel's `nameStartsWith` matches the start of the name; Comic Vine's `name:` filter matches anywhere.
    var matchesAnywhere: Bool { get }
    var serviceName: String { get }
    func search(prefix: String, offset: Int) async throws -> CharacterPage
    func character(id: Int) async throws -> ComicCharacter
}

/// Which catalogue Characters uses (the README's table): Comic Vine with its key, else the Marvel contract with
/// Marvel's keys, else the bundled real catalogue (also with no network or --offline).
public enum CharacterSource: String, Sendable, Equatable {
    case comicVine = "comicvine", marvel, bundled

    public static func choose(hasComicVineKey: Bool, hasMarvelKeys: Bool, pinned: String?, offline: Bool)
        -> CharacterSource
    {
        if offline { return .bundled }
        switch pinned?.lowercased() {
        case "sample", "bundled": return .bundled
        case "comicvine": return hasComicVineKey ? .comicVine : .bundled
        case "marvel": return hasMarvelKeys ? .marvel : .bundled
        default: return hasComicVineKey ? .comicVine : hasMarvelKeys ? .marvel : .bundled
        }
    }
}
