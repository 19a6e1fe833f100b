import Foundation

/// Marvel's character (and the bundled wiki catalogue, which answers in Marvel's format with a `fandom` object
/// beside it) in our own terms.
extension MarvelCharacter {
    var character: ComicCharacter {
        if let fandom { return wikiCharacter(fandom) }
        let collections = [("Comics", comics), ("Series", series), ("Stories", stories), ("Events", events)]
        return ComicCharacter(
            id: id, catalogue: .marvel, name: name, description: description, modifiedText: modifiedText,
            modified: modified,
            thumbnailURL: thumbnail?.url() ?? "", portraitURL: portrait, comics: comics.available,
            series: series.available,
            appearances: collections.map {
                ComicCharacter.Appearances(label: $0.0, available: $0.1.available, names: $0.1.items.map(\.name))
            },
            links: urls.map { ComicCharacter.Link(type: $0.type, url: $0.url) }, sourceName: "marvel")
    }

    private var portrait: String? { thumbnail.flatMap { $0.isPlaceholder ? nil : $0.url(variant: "portrait_xlarge") } }

    /// The wiki's facts, each only where the wiki has it (never a made-up value).
    private func wikiCharacter(_ fandom: FandomFacts) -> ComicCharacter {
        let facts = [
            ComicCharacter.Fact(key: "identity", label: "Identity", text: fandom.identity),
            ComicCharacter.Fact(key: "alignment", label: "Alignment", text: fandom.alignment),
            ComicCharacter.Fact(key: "status", label: "Status", text: fandom.status),
            ComicCharacter.Fact(key: "sex", label: "Sex", text: fandom.sex),
            ComicCharacter.Fact(key: "eyes", label: "Eyes", text: fandom.eyes),
            ComicCharacter.Fact(key: "hair", label: "Hair", text: fandom.hair),
            ComicCharacter.Fact(key: "appearances", label: "Appearances", number: fandom.appearances),
            ComicCharacter.Fact(key: "first_appearance", label: "First appearance", text: fandom.firstAppearance),
            ComicCharacter.Fact(key: "wiki_url", label: nil, text: fandom.wikiURL),
        ]
        return ComicCharacter(
            id: id, catalogue: .wiki, name: name, description: description, modifiedText: modifiedText,
            modified: modified,
            thumbnailURL: thumbnail?.url() ?? "", portraitURL: portrait, comics: fandom.appearances,
            facts: facts,
            links: urls.map { ComicCharacter.Link(type: $0.type, url: $0.url) },
            credit: "Source: Marvel Fandom wiki via FiveThirtyEight (CC BY 4.0), 2014", sourceName: "fandom-2014")
    }
}
