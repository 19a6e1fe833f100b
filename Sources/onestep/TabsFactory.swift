import Foundation
import Observables
import Services
import Stores
import Characters
import TUI

/// Builds the tabs in their fixed order and keys: 1 Stores, 2 Weather, 3 Characters, 4 Travel (as they land).
@MainActor
struct TabsFactory {
    nonisolated static let names = ["stores", "characters"]

    let environment: AppEnvironment
    let location: Observable<ResolvedLocation>

    func makeTabs() -> [TabScreen] {
        let radius = environment.config.storesRadius
        let stores = StoresViewModel(client: environment.kakaoClient(), location: location, radius: radius)
        let characters = CharactersViewModel(client: environment.marvelClient(), store: environment.favoriteCharacters,
                                             clock: LiveClock())
        return [StoresView(model: stores), CharactersView(model: characters)]
    }

    nonisolated static func index(of name: String) -> Int? {
        names.firstIndex(of: name.lowercased())
    }
}
