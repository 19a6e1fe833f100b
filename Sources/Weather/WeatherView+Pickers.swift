import Foundation
import Localization
import Services
import TUI

/// The boxes and lists that pick a city: the search field, the choice between cities of one name, the favourites.
extension WeatherView {
    func renderCitySearch(_ field: TextFieldState, in area: Rect, bare: Bool, buffer: inout Buffer) {
        let inner = ModalBox(title: L.weatherCitySearchTitle, width: 60, height: 3, bare: bare)
            .render(in: area, buffer: &buffer)
        TextField(state: field).render(in: inner, buffer: &buffer)
    }

    func renderMatches(_ matches: [CityMatch], in area: Rect, bare: Bool, buffer: inout Buffer) {
        // The title is the content's first line (not the frame's), so the focus can rest on it.
        let inner = ModalBox(
            title: "", width: 64, height: matches.count + 4, bare: bare, titleInContent: true
        ).render(in: area, buffer: &buffer)
        let (titleLine, list) = inner.splitTop(1)
        buffer.write(
            (bare ? "" : " ") + L.weatherMatchesTitle, x: titleLine.x, y: titleLine.y, style: .bold,
            maxWidth: titleLine.width)
        let onTitle = model.state.choicesTitleFocused
        var widget = ListView(focused: !onTitle, id: .picker) { index, rect, buffer in
            buffer.write((bare ? "" : " ") + matches[index].label, x: rect.x, y: rect.y, maxWidth: rect.width)
        }
        model.lend(\.choices) { widget.render(in: list, state: &$0, buffer: &buffer) }
        if onTitle { buffer.reportLineFocus(titleLine, id: .picker) }
    }

    func renderFavorites(in area: Rect, compact: Bool, buffer: inout Buffer) {
        let favorites = model.state.favoriteCities
        buffer.write(
            L.weatherFavoritesHeader, x: area.x, y: area.y, style: Style(bold: true, underline: true),
            maxWidth: area.width)
        let listArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        guard !favorites.isEmpty else {
            return MessageText(L.weatherFavoritesEmpty, top: 1).render(in: listArea, buffer: &buffer)
        }
        var widget = ListView(focused: state.mode == .favorites) { index, rect, buffer in
            let city = favorites[index]
            let text =
                compact  // the accessible mode: one sentence from the first column, no padding
                ? [
                    "★ " + city.name, city.country, String(format: "%.3f, %.3f", city.latitude, city.longitude),
                    L.weatherFavoriteAdded(city.addedAt),
                ].rowSentence
                : "★ " + city.name.padded(to: 28) + " " + city.country.padded(to: 3)
                    + String(format: " %8.3f %9.3f  ", city.latitude, city.longitude)
                    + L.weatherFavoriteAdded(city.addedAt)
            buffer.write(text, x: rect.x, y: rect.y, maxWidth: rect.width)
        }
        model.lend(\.favorites) { widget.render(in: listArea, state: &$0, buffer: &buffer) }
    }
}
