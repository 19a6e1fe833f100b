import Observables

/// What every tab's view model offers the shell: loading state, an alert, first activation, and a way
/// to wait for work in flight. Views that conform to `TabModelView` forward these without boilerplate.
@MainActor
public protocol TabModel: AnyObject {
    var isBusy: Bool { get }
    var alert: Observable<AlertMessage?> { get }
    /// Every observable part the model stores (`Observable`s, paged lists, loaders): the shell redraws on a change
    /// of any. Listed, not found by reflection at start; debug builds check the list against what the model
    /// stores (`StateChanges`), so none can be forgotten.
    var changeSources: [ChangeSource] { get }
    /// The tab became visible: load what it shows first.
    func activate()
    /// Waits until the work started so far has finished (snapshots, tests).
    func settle() async
}

extension TabModel {
    public func dismissAlert() { alert.value = nil }

    /// Every change of every observable the model stores.
    public func observeStateChanges(_ handler: @escaping @MainActor () -> Void) -> [Subscription] {
        let sources = changeSources
        assert(
            StateChanges.listsEverySource(sources, of: self),
            "\(Self.self).changeSources does not list every observable it stores")  // not UI: for developers
        return sources.map { $0.onChange(handler) }
    }
}

/// A tab view backed by a `TabModel`.
@MainActor
public protocol TabModelView: TabScreen {
    associatedtype Model: TabModel
    var model: Model { get }
    /// The tab's title and number, known before it is built (the screen shown while the app starts).
    static var tabTitle: String { get }
    static var tabNumber: Int { get }
}

extension TabModelView {
    public var title: String { Self.tabTitle }
    public var number: Int { Self.tabNumber }
    public func activate() { model.activate() }
    public func settle() async { await model.settle() }
    public var isBusy: Bool { model.isBusy }
    public var alert: AlertMessage? { model.alert.value }
    public func dismissAlert() { model.dismissAlert() }
    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> [Subscription] {
        model.observeStateChanges(handler)
    }
}
