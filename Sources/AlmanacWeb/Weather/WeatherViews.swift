import AlmanacCore
import AlmanacPresentation

/// Pieces the weather pages share: the °C/°F switch and the condition icons.
enum WeatherViews {
    /// Two buttons posting to `/weather/units`, the current one pressed; `back` is where it returns.
    static func unitsSwitch(_ units: UnitSystem, back: String) -> HTML {
        let metric = units == .metric
        return """
            <form class="units-switch" method="post" action="\(Route.weatherUnits)" aria-label="Units">
              <input type="hidden" name="back" value="\(back)">
              <button type="submit" name="units" value="metric" class="\(metric ? "" : "secondary")" aria-pressed="\(metric ? "true" : "false")">°C, km/h</button>
              <button type="submit" name="units" value="imperial" class="\(metric ? "secondary" : "")" aria-pressed="\(metric ? "false" : "true")">°F, mph</button>
            </form>
            """
    }

    /// A condition's icon from the bundled sprite, named for screen readers.
    static func icon(_ condition: WeatherCondition) -> HTML {
        "<svg class=\"icon\" viewBox=\"0 0 32 32\" role=\"img\" aria-label=\"\(condition.text)\"><title>\(condition.text)</title><use href=\"\(Route.asset("weather-icons.svg").href)#\(condition.icon)\"></use></svg>"
    }
}
