import Foundation
import Observables
import Services
import TUI

/// Wires the shell: tabs, status bar prefix, the location prompt, and remembering the last tab and place.
@MainActor
final class ShellBuilder {
    let environment: AppEnvironment
    let location: Observable<ResolvedLocation>
    private var subscriptions = Set<Subscription>()

    init(environment: AppEnvironment, location: ResolvedLocation) {
        self.environment = environment
        self.location = Observable(location)
    }

    func makeShell(selectedTab: Int?, accessible: Bool = false) -> Shell {
        let tabs = TabsFactory(environment: environment, location: location).makeTabs(subscriptions: &subscriptions)
        let saved = environment.state.value(StateFile.lastTab).flatMap(Int.init)
        let shell = Shell(tabs: tabs, selectedTab: selectedTab ?? saved ?? 0)
        shell.accessible = accessible || environment.config.accessible
        let state = environment.state
        shell.onSelectTab = { index in state.set(StateFile.lastTab, String(index)) }
        let environment = self.environment
        let location = self.location
        shell.statusPrefix = { [weak shell] in
            let services = shell?.accessible == true ? environment.serviceSummaryInWords : environment.serviceSummary
            return ([services, "at " + location.value.name] + environment.notes).joined(separator: " · ")
        }
        shell.helpNotes = [
            "Status bar: ● the service is live, ○ it runs on the bundled offline sample data (no key, or --offline)."
        ]
        shell.extraBindings = [
            KeyBinding([.char("L")], "set your location (place or LAT,LON)", hint: "location") { [weak shell] in
                guard let shell else { return }
                shell.prompt(title: "Location", initial: "") { text in
                    Task { @MainActor in
                        do {
                            let resolved = try await environment.locationResolver().resolve(text)
                            location.value = resolved
                            environment.remember(location: resolved)
                            shell.show(message: "location: \(resolved.name)")
                        } catch let failure as LocationResolver.Failure {
                            shell.show(message: failure.description)
                        } catch {
                            shell.show(
                                message: ServiceError.from(error, service: KakaoLocalClient.serviceName).userMessage)
                        }
                    }
                }
            }
        ]
        return shell
    }
}
