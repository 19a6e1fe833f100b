import Foundation
import Localization
import Observables
import Services
import TUI
import TestSupport
import Testing

@testable import Characters

/// The Characters tab's one transition as a table: a state and an action in, the state and the effects out — no
/// clock, no network, no terminal. Every key of the results', the favourites' and the details' key tables has a row
/// (checked against the view's bindings), and so has every answer from the world.
struct CharactersTransitionTests {
    static let saved = FavoriteCharacter(
        id: 7, name: "Hero 7", description: "", thumbnailURL: "", savedAt: Date(timeIntervalSince1970: 0))

    /// "he" searched, 10 of 25 results loaded, the first selected.
    static var listed: CharactersState {
        var state = CharactersState(attribution: "wiki")
        state.field = TextFieldState(text: "he")
        state.searched = "he"
        state.phase = .loaded
        state.results = ListState(count: 10)
        state.hasMore = true
        state.favoriteCharacters = [saved]
        state.favorites = ListState(count: 1)
        return state
    }
    static func with(_ change: (inout CharactersState) -> Void) -> CharactersState {
        var state = listed
        change(&state)
        return state
    }
    static func moved(_ change: (inout ListState) -> Void) -> ListState {
        var list = ListState(count: 10)
        change(&list)
        return list
    }

    typealias Row = TransitionRow<CharactersState>

    static let table: [Row] = [
        // The results.
        Row(
            key: "results: j/k ↑↓", start: listed, action: .moveDown,
            expected: with { $0.results = moved { $0.moveDown() } }, effects: [.selectionChanged(1)]),
        Row(
            key: "results: k from the first row onto the summary line", start: listed, action: .moveUp,
            expected: with { $0.above.focused = 1 }),
        Row(
            key: "results: j from the last row, all loaded: the credit line",
            start: with {
                $0.hasMore = false
                $0.results = moved { $0.bottom() }
            }, action: .moveDown,
            expected: with {
                $0.hasMore = false
                $0.results = moved { $0.bottom() }
                $0.onCredit = true
            }),
        Row(
            key: "results: k from the credit line: the row left",
            start: with { $0.onCredit = true }, action: .moveUp, expected: listed),
        Row(
            key: "results: PgUp/PgDn", start: listed, action: .moved(moved { $0.pageDown() }),
            expected: with { $0.results = moved { $0.pageDown() } },
            effects: [.selectionChanged(moved { $0.pageDown() }.selected)]),
        Row(
            key: "results: g/G", start: with { $0.results = moved { $0.bottom() } }, action: .toFirstRow,
            expected: with {
                $0.results = moved {
                    $0.bottom(); $0.top()
                }
            }, effects: [.selectionChanged(0)]),
        Row(
            key: "results: G fetches the rest, the selection following", start: listed, action: .toLast,
            expected: with {
                $0.results = moved { $0.bottom() }
                $0.goingToTheEnd = true
                $0.pagesToTheEnd = 31  // the page loaded, then 30 more at most
            }, effects: [.selectionChanged(9), .loadMore]),
        Row(
            key: "G on its way: a page came, the selection on its last row, the next asked",
            start: with {
                $0.goingToTheEnd = true
                $0.pagesToTheEnd = 31
            }, action: .listed(count: 20, hasMore: true),
            expected: with {
                $0.goingToTheEnd = true
                $0.pagesToTheEnd = 31
                $0.results = ListState(count: 20)
                $0.results.bottom()
            }, effects: [.loadMore]),
        Row(
            key: "G on its way: the last page came, the selection rests on the last character",
            start: with {
                $0.goingToTheEnd = true
                $0.pagesToTheEnd = 31
            }, action: .listed(count: 25, hasMore: false),
            expected: with {
                $0.pagesToTheEnd = 31
                $0.hasMore = false
                $0.results = ListState(count: 25)
                $0.results.bottom()
            }),
        Row(
            key: "G on its way: its pages fetched, it stops and says how to go on",
            start: with {
                $0.goingToTheEnd = true
                $0.pagesToTheEnd = 3
            }, action: .listed(count: 30, hasMore: true),
            expected: with {
                $0.pagesToTheEnd = 3
                $0.results = ListState(count: 30)
                $0.results.bottom()
                $0.message = L.charactersEndLoadedSoFar(30)
            }),
        Row(
            key: "G on its way: a page failed, said, and G stops", start: with { $0.goingToTheEnd = true },
            action: .moreFailed("HTTP 500"), expected: with { $0.message = L.charactersCouldNotLoadMore("HTTP 500") }),
        Row(
            key: "G on its way: the favourites shown stop it", start: with { $0.goingToTheEnd = true },
            action: .switchList, expected: with { $0.mode = .favorites }, effects: [.reloadFavorites]),
        Row(
            key: "results: G in the favourites: their last row, nothing fetched",
            start: with { $0.mode = .favorites }, action: .toLast, expected: with { $0.mode = .favorites }),
        Row(
            key: "results: Home", start: with { $0.results = moved { $0.moveDown() } }, action: .toTop,
            expected: with {
                $0.results = moved {
                    $0.moveDown(); $0.top()
                }
                $0.above.focused = 0
            }, effects: [.selectionChanged(0)]),
        Row(
            key: "results: Enter", start: listed, action: .enter(id: 3, name: "Hero 3"),
            expected: with {
                $0.mode = .detail(over: .results)
                $0.detail = .loading(name: "Hero 3")
            }, effects: [.fetchDetail(3)]),
        Row(
            key: "results: Enter on the search row: the field", start: with { $0.above.focused = 0 },
            action: .enter(id: 3, name: "Hero 3"), expected: with { $0.mode = .searchField }),
        Row(
            key: "results: Enter on the credit line: nothing", start: with { $0.onCredit = true },
            action: .enter(id: 3, name: "Hero 3"), expected: with { $0.onCredit = true }),
        Row(key: "results: /", start: listed, action: .focusField, expected: with { $0.mode = .searchField }),
        Row(
            key: "results: v", start: listed, action: .switchList, expected: with { $0.mode = .favorites },
            effects: [.reloadFavorites]),
        Row(
            key: "results: f/Space", start: listed, action: .toggleFavorite(saved), expected: listed,
            effects: [.toggleFavorite(saved)]),
        Row(
            key: "results: r", start: with { $0.phase = .failed("timeout") }, action: .retry,
            expected: with {
                $0.phase = .searching
                $0.results = ListState()
            }, effects: [.search("he")]),
        // The search field.
        Row(
            key: "field: a letter typed", start: with { $0.mode = .searchField },
            action: .typed(TextFieldState(text: "her")),
            expected: with {
                $0.mode = .searchField
                $0.field = TextFieldState(text: "her")
            }, effects: [.debounce("her")]),
        Row(
            key: "field: fewer than two letters: the search dropped at once", start: with { $0.mode = .searchField },
            action: .typed(TextFieldState(text: "h")),
            expected: with {
                $0.mode = .searchField
                $0.field = TextFieldState(text: "h")
                $0.searched = ""
                $0.phase = .prompt
            }, effects: [.debounce("h"), .clearSearch]),
        Row(
            key: "field: Enter, ↓ or Esc", start: with { $0.mode = .searchField }, action: .leaveField,
            expected: listed),
        // The favourites.
        Row(
            key: "favourites: j/k ↑↓", start: with { $0.mode = .favorites }, action: .moveDown,
            expected: with {
                $0.mode = .favorites
                $0.onCredit = true  // from the only favourite on to the credit line under the list
            }),
        Row(
            key: "favourites: PgUp/PgDn", start: with { $0.mode = .favorites }, action: .moved(ListState(count: 1)),
            expected: with { $0.mode = .favorites }),
        Row(
            key: "favourites: g/G", start: with { $0.mode = .favorites }, action: .toFirstRow,
            expected: with { $0.mode = .favorites }),
        Row(
            key: "favourites: Enter", start: with { $0.mode = .favorites }, action: .enter(id: 7, name: "Hero 7"),
            expected: with {
                $0.mode = .detail(over: .favorites)
                $0.detail = .loading(name: "Hero 7")
            }, effects: [.fetchDetail(7)]),
        Row(
            key: "favourites: d/Del", start: with { $0.mode = .favorites }, action: .removeFavorite(saved),
            expected: with { $0.mode = .favorites }, effects: [.removeFavorite(saved)]),
        Row(
            key: "favourites: f/Space", start: with { $0.mode = .favorites }, action: .toggleFavorite(saved),
            expected: with { $0.mode = .favorites }, effects: [.toggleFavorite(saved)]),
        Row(key: "favourites: v", start: with { $0.mode = .favorites }, action: .switchList, expected: listed),
        Row(key: "favourites: Esc", start: with { $0.mode = .favorites }, action: .switchList, expected: listed),
        Row(
            key: "favourites: /", start: with { $0.mode = .favorites }, action: .focusField,
            expected: with {
                $0.mode = .searchField
            }),
        // The details.
        Row(
            key: "details: j/k ↑↓", start: with { $0.mode = .detail(over: .results) },
            action: .detailMoved(ListState(count: 9)),
            expected: with {
                $0.mode = .detail(over: .results)
                $0.details = ListState(count: 9)
            }),
        Row(
            key: "details: PgUp/PgDn", start: with { $0.mode = .detail(over: .results) },
            action: .detailMoved(ListState(count: 20)),
            expected: with {
                $0.mode = .detail(over: .results)
                $0.details = ListState(count: 20)
            }),
        Row(
            key: "details: g/G", start: with { $0.mode = .detail(over: .results) },
            action: .detailMoved(ListState(count: 3)),
            expected: with {
                $0.mode = .detail(over: .results)
                $0.details = ListState(count: 3)
            }),
        Row(
            key: "details: Esc",
            start: with {
                $0.mode = .detail(over: .favorites)
                $0.detail = .loading(name: "Hero 7")
            }, action: .closeDetail, expected: with { $0.mode = .favorites }, effects: [.cancelDetail]),
        Row(
            key: "details: f/Space", start: with { $0.mode = .detail(over: .results) }, action: .toggleFavorite(saved),
            expected: with { $0.mode = .detail(over: .results) }, effects: [.toggleFavorite(saved)]),
        // The world.
        Row(
            key: "the query settled: a search",
            start: with {
                $0.searched = ""
                $0.phase = .prompt
            }, action: .settled("he"),
            expected: with {
                $0.phase = .searching
                $0.results = ListState()
            }, effects: [.search("he")]),
        Row(
            key: "the query settled on what is shown: nothing", start: listed, action: .settled(" he "),
            expected: listed),
        Row(
            key: "the first page: loaded", start: with { $0.phase = .searching },
            action: .searched(attribution: "ComicVine", origin: nil), expected: with { $0.attribution = "ComicVine" }),
        Row(
            key: "the search failed: a box", start: with { $0.phase = .searching }, action: .searchFailed("timeout"),
            expected: with { $0.phase = .failed("timeout") },
            effects: [.alert(AlertMessage(title: L.charactersSearchFailed, message: "timeout"))]),
        Row(
            key: "more pages counted", start: listed, action: .listed(count: 20, hasMore: true),
            expected: with { $0.results.count = 20 }),
        Row(
            key: "the details answered", start: with { $0.mode = .detail(over: .results) },
            action: .detailAnswered(.failed("gone")),
            expected: with {
                $0.mode = .detail(over: .results)
                $0.detail = .failed("gone")
            }),
        Row(
            key: "shown again: on the list, the favourites read", start: with { $0.mode = .searchField },
            action: .activated, expected: listed, effects: [.reloadFavorites]),
        Row(
            key: "the favourites loaded", start: listed, action: .favoritesLoaded([]),
            expected: with {
                $0.favoriteCharacters = []
                $0.favorites.count = 0
            }),
        Row(key: "said", start: listed, action: .said("saved"), expected: with { $0.message = "saved" }),
    ]

    @Test(arguments: table) func theTransition(_ row: Row) {
        let out = row.applied()
        #expect(out.state == row.expected)
        #expect(out.effects == row.effects)
    }

    /// Every key each mode lists in help has a row above.
    @MainActor @Test func everyKeyOfTheTab_hasARow() async throws {
        let (shell, model, clock) = try CharactersViewTests().setup(favorites: [7])
        await CharactersViewTests().search("he", shell, model, clock)
        let rows = Set(Self.table.map(\.key))
        func expectRows(_ mode: String) {
            #expect(KeyTableCoverage.missing(shell.tabs[0].bindings, mode: mode, rows: rows) == [])
        }
        shell.handle(.enter)  // from the field to the list
        expectRows("results")
        model.openSelected()
        await model.settle()
        expectRows("details")
        model.closeDetail()
        model.switchList()
        expectRows("favourites")
    }

    /// Each key of every mode's table, pressed through the view's bindings, sends its row's action.
    @MainActor @Test func everyKey_sendsItsRowsAction() async throws {
        let actions = Dictionary(Self.table.map { ($0.key, $0.action) }, uniquingKeysWith: { first, _ in first })
        let modes: [(String, @MainActor (CharactersViewModel) async -> Void)] = [
            ("results", { _ in }),
            (
                "details",
                { model in
                    model.openSelected()
                    await model.settle()
                }
            ),
            ("favourites", { $0.switchList() }),
        ]
        for (mode, enter) in modes {
            let wrong = try await KeyPresses.mismatched(row: { actions["\(mode): \($0)"] }) {
                let (shell, model, clock) = try CharactersViewTests().setup(favorites: [7])
                await CharactersViewTests().search("he", shell, model, clock)
                shell.handle(.enter)  // from the field to the list
                await enter(model)
                let view = shell.tabs[0]
                return KeyPresses.SetUp(
                    bindings: view.bindings, listen: { model.onSend($0) }, press: { _ = view.bindings.dispatch($0) })
            }
            #expect(wrong == [], "\(mode)")
        }
    }
}
