import Foundation

/// A Comic Vine character in our own terms: the deck (or the description, HTML removed) as text, issue
/// appearances as the count, the Comic Vine page as the link.
extension ComicVineCharacter {
    var character: ComicCharacter {
        let text = deck.flatMap { $0.isEmpty ? nil : $0 } ?? description.map(PlainText.fromHTML) ?? ""
        let first = firstAppearedIn.flatMap { issue in
            issue.name.map { name in name + (issue.issueNumber.map { " #\($0)" } ?? "") }
        }
        let facts = [
            ComicCharacter.Fact(key: "real_name", label: "Real name", text: realName.flatMap { $0.isEmpty ? nil : $0 }),
            ComicCharacter.Fact(key: "publisher", label: "Publisher", text: publisher?.name),
            ComicCharacter.Fact(key: "issue_appearances", label: "Issue appearances", number: issueAppearances),
            ComicCharacter.Fact(key: "first_appearance", label: "First appearance", text: first),
            ComicCharacter.Fact(key: "last_updated", label: "Last updated", text: lastUpdated),
            ComicCharacter.Fact(key: "deck", label: nil, text: deck),
            ComicCharacter.Fact(key: "page_url", label: nil, text: pageURL),
        ]
        let description = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return ComicCharacter(
            id: id, catalogue: .comicVine, name: name, description: description, modifiedText: lastUpdated ?? "",
            comics: issueAppearances, facts: facts,
            links: pageURL.map { [ComicCharacter.Link(type: "comicvine", url: $0)] } ?? [],
            credit: "Source: Comic Vine",
            sourceName: "comicvine")
    }
}
