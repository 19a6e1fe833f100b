import Localization
import Services

/// The favourites' room: the store read and changed (at most five, the oldest let go), each answer an action — the
/// list as it is now, and what happened in words. A fault of the store is said, never thrown at the tab.
@MainActor
final class FavoriteCharactersRoom {
    private let store: FavoriteCharactersStore?
    /// Where the answers go (the model's `send`, set once it exists).
    var send: (CharactersAction) -> Void = { _ in }

    init(store: FavoriteCharactersStore?) { self.store = store }

    func reload() {
        do { send(.favoritesLoaded(try store?.all() ?? [])) } catch {
            send(.said(StorageFailure.sentence(L.charactersActionReadFavourites, error)))
        }
    }

    func saveOrRemove(_ favorite: FavoriteCharacter) {
        guard let store else { return send(.said(L.favouritesUnavailable)) }
        do {
            let change = try store.toggle(favorite)
            send(.favoritesLoaded(change.favorites))
            if let evicted = change.evicted.first {
                send(.said(L.charactersEvicted(name: evicted.name, capacity: FavoriteCharactersStore.capacity)))
            } else {
                send(
                    .said(
                        change.added ? L.charactersSaved(name: favorite.name) : L.charactersRemoved(name: favorite.name)
                    ))
            }
        } catch {
            send(.said(StorageFailure.sentence(L.charactersActionSaveFavourite, error)))
        }
    }

    /// `favorite` as it is in `saved` (the list shown) removed.
    func remove(_ favorite: FavoriteCharacter, from saved: [FavoriteCharacter]) {
        guard let store, let existing = saved.first(where: { $0 == favorite }) else { return }
        do {
            try store.remove(id: existing.id, source: existing.source)
            reload()
            send(.said(L.charactersRemoved(name: existing.name)))
        } catch {
            send(.said(StorageFailure.sentence(L.charactersActionRemoveFavourite, error)))
        }
    }
}
