import AlmanacCore
import AlmanacPresentation

/// The launches list's filters, echoing what was typed: the text searched, a year or a range of
/// months, the outcome, each link (provider, country, rocket, launch site) as a select of its
/// records with how many launches each would list, the order; the field a value was refused for
/// is marked, with the reason beside it. What it shows depends only on these four values, so a
/// page keeps it drawn per filter while they are the same (`SpaceXPagesController`).
struct LaunchFilterForm: Equatable, Sendable {
    /// The filters as the visitor typed them.
    let parameters: LaunchQuery.Parameters
    /// What the filters were refused for.
    let error: InvalidInput?
    /// The providers, countries, rockets and launch sites the link filters can pick.
    let choices: LaunchReferences
    /// How many launches each choice would list (`LaunchListViewModel.counts`); empty when the
    /// filters were refused, and then every choice is offered without a number.
    let counts: [LaunchLink: [String: Int]]

    var body: HTML {
        let limit: HTML = parameters[.limit].map { "<input type=\"hidden\" name=\"\(InputField.limit)\" value=\"\($0)\">" } ?? .empty
        return """
            <form class="filters" method="get" action="\(Route.launches())" aria-label="Filter launches" data-live data-keep>
              <div class="field"><label for="q">Mission, rocket, provider or site</label><input id="q" name="\(InputField.search)" type="search" value="\(parameters[.search] ?? "")" placeholder="e.g. Starlink, Electron, Mahia"\(marked(.search))>\(reason(.search))</div>
              <div class="field"><label for="year">Year</label><input id="year" name="\(InputField.year)" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" value="\(parameters[.year] ?? "")" placeholder="YYYY"\(marked(.year))>\(reason(.year))</div>
              <fieldset class="range"><legend>or months</legend>
                <label for="from">From</label><input id="from" name="\(InputField.from)" type="month" value="\(parameters[.from] ?? "")" placeholder="YYYY-MM"\(marked(.from))>
                <label for="to">to</label><input id="to" name="\(InputField.to)" type="month" value="\(parameters[.to] ?? "")" placeholder="YYYY-MM"\(marked(.to))>
                \(reason(.from))\(reason(.to))
              </fieldset>
              <div class="field"><label for="outcome">Outcome</label><select id="outcome" name="\(InputField.outcome)"\(marked(.outcome))>\(Components.options(outcomeOptions))</select>\(reason(.outcome))</div>
              \(LaunchLink.allCases.map(linkField))
              <div class="field"><label for="sort">Order</label><select id="sort" name="\(InputField.sort)"\(marked(.sort))>\(Components.options(sortOptions))</select>\(reason(.sort))</div>
              \(limit)
              <div class="filter-footer"><p class="filter-answer" role="status" data-filter-answer></p><div class="field buttons"><button type="submit">Apply</button> <a href="\(Route.launches())">Clear filters</a></div></div>
            </form>
            """
    }

    /// `aria-invalid` on the field the list refused, pointing at the reason beside it.
    private func marked(_ field: InputField) -> HTML {
        guard error?.field == field else { return .empty }
        return " aria-invalid=\"true\" aria-describedby=\"\(field)-error\""
    }

    /// Why the list refused this field's value, beside the field.
    private func reason(_ field: InputField) -> HTML {
        guard let error, error.field == field else { return .empty }
        return "<p class=\"field-error\" id=\"\(field)-error\">\(error.message)</p>"
    }

    /// A select of the records one link filter can pick, each with the number of launches it
    /// would list; those that would list none are left out, but for the one chosen, and a filter
    /// with no record at all is left out.
    private func linkField(_ link: LaunchLink) -> HTML {
        let chosen = parameters[link: link]
        // A filter with nothing to pick (no launch names an orbit) is not offered.
        guard !link.choices(in: choices).isEmpty || chosen != nil || error?.field == link.field else { return .empty }
        let counted = counts[link]
        let options =
            [SelectOption(value: "", label: link.isYesOrNo ? "Either" : "Any \(link.label.lowercasingFirstWord)", selected: chosen == nil)]
            + link.choices(in: choices).compactMap { choice -> SelectOption? in
                let isChosen = chosen.map(choice.isNamed(by:)) ?? false
                guard let counted else { return SelectOption(value: choice.id, label: choice.name, selected: isChosen) }
                let count = counted[choice.id] ?? 0
                guard count > 0 || isChosen else { return nil }
                return SelectOption(value: choice.id, label: "\(choice.name) (\(count))", selected: isChosen)
            }
        return """
            <div class="field"><label for="\(link.field)">\(link.label)</label><select id="\(link.field)" name="\(link.field)"\(marked(link.field))>\(Components.options(options))</select>\(reason(link.field))</div>
            """
    }

    private var outcomeOptions: [SelectOption] {
        let chosen = parameters[.outcome] ?? "any"
        return [SelectOption(value: "any", label: "Any outcome", selected: chosen == "any")]
            + LaunchOutcome.allCases.map { SelectOption(value: $0.rawValue, label: OutcomeViewModel($0).text, selected: chosen == $0.rawValue) }
    }

    private var sortOptions: [SelectOption] {
        let chosen = parameters[.sort] ?? DateSortOrder.descending.rawValue
        return DateSortOrder.allCases.reversed().map {
            SelectOption(value: $0.rawValue, label: $0 == .descending ? "Newest first" : "Oldest first", selected: chosen == $0.rawValue)
        }
    }
}

extension String {
    /// "rocket family" for "Rocket family", "SpaceX rocket" as it is: a label after "Any".
    fileprivate var lowercasingFirstWord: String {
        let first = prefix { $0 != " " }
        guard first.dropFirst().allSatisfy(\.isLowercase) else { return self }
        return first.lowercased() + dropFirst(first.count)
    }
}
