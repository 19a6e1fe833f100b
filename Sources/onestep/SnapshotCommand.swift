import ArgumentParser
import Foundation
import Localization
import Services
import TUI

/// `onestep snapshot --tab NAME [--size WxH]`: the tab's first fully loaded frame as plain text.
struct SnapshotCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "snapshot", abstract: L.cmdSnapshotAbstract)
    }

    @OptionGroup var global: GlobalOptions
    @Option(name: .long, help: ArgumentHelp(L.cmdSnapshotTabHelp(tabs: TabsFactory.names.joined(separator: ", "))))
    var tab: String = "stores"
    @Option(name: .long, help: ArgumentHelp(L.cmdSnapshotSizeHelp)) var size: String = "100x30"

    func validate() throws {
        guard TabsFactory.index(of: tab) != nil else {
            throw ValidationError(L.cmdSnapshotUnknownTab(tab, tabs: TabsFactory.names.joined(separator: ", ")))
        }
        guard dimensions != nil else { throw ValidationError(L.cmdSnapshotBadSize) }
    }

    private var dimensions: (width: Int, height: Int)? {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 1000, parts[1] <= 1000 else { return nil }
        return (parts[0], parts[1])
    }

    @MainActor
    func execute() async throws -> Bool {
        guard let index = TabsFactory.index(of: tab), let parts = dimensions.map({ [$0.width, $0.height] }) else {
            throw CommandFailure(L.cmdSnapshotUnknownTabOrSize)
        }
        let environment = try AppEnvironment(offline: global.offline)
        let start = try await environment.commandLocation(global.location)
        // Kept for the snapshot's length: the shell's closures and the tabs' subscriptions refer to it weakly.
        let builder = ShellBuilder(environment: environment, location: start)
        defer { withExtendedLifetime(builder) {} }
        let shell = builder.makeShell(selectedTab: index, accessible: global.accessible)
        shell.start()
        await shell.activeTab?.settle()
        let backend = MemoryBackend(width: parts[0], height: parts[1])
        Renderer(backend: backend).render { shell.render(into: &$0) }
        print(backend.screen.trimmedLines().joined(separator: "\n"))
        return false
    }
}
