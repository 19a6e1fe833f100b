import Foundation

/// The route's profile from the needs chosen, where none is given: wheelchair access or a step-free entrance →
/// wheelchair; a pushchair → stroller; tactile paving, braille or a guide dog → blind; none → foot.
public enum RoutePlanning {
    public static func profile(for needs: Set<TravelNeed>) -> RouteProfile {
        if needs.contains(.wheelchair) || needs.contains(.stepFree) { return .wheelchair }
        if needs.contains(.stroller) { return .stroller }
        if needs.contains(.tactile) || needs.contains(.guideDog) { return .blind }
        return .foot
    }
}
