/// A launch as the launches read model keeps it: the texts thousands of launches repeat (its id
/// under three names, rocket, pad, site and provider names, map and picture addresses, time
/// zones, webcast publishers, timeline events) as one copy each (`SharedTexts`). Decoded from
/// its stored JSON, each launch had a copy of its own: about 7 MB of the read model of every
/// provider's 7,241 launches (heaptrack, `/launches` once). Every field is passed on:
/// `LaunchSharedTextsTests` checks the copy is equal to the launch, every field set.
extension Launch {
    package func sharingTexts(_ shared: SharedTexts) -> Launch {
        Launch(
            id: shared(id), flightNumber: flightNumber, name: shared(name), date: date, datePrecision: datePrecision,
            isUpcoming: isUpcoming, success: success, rocketID: shared(rocketID), launchpadID: shared(launchpadID),
            details: details, failures: failures, links: links, launchLibraryID: shared(launchLibraryID),
            launchLibrary: launchLibrary?.sharingTexts(shared), provenance: provenance, cores: cores)
    }
}

extension LaunchLibraryDetails {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> LaunchLibraryDetails {
        LaunchLibraryDetails(
            id: shared(id), status: status, windowStart: windowStart, windowEnd: windowEnd, rocketName: shared(rocketName),
            padName: shared(padName), locationName: shared(locationName), fullName: shared(fullName),
            missionDescription: missionDescription, imageURL: shared(imageURL), infoURL: shared(infoURL),
            webcastURL: shared(webcastURL), probability: probability, holdReason: shared(holdReason),
            failReason: shared(failReason), spacexID: shared(spacexID), lastUpdated: lastUpdated,
            missionType: shared(missionType), orbit: shared(orbit), orbitAbbreviation: shared(orbitAbbreviation),
            webcasts: webcasts?.map { $0.sharingTexts(shared) }, isWebcastLive: isWebcastLive,
            weatherConcerns: shared(weatherConcerns), yearLaunchCount: yearLaunchCount, padTurnaround: padTurnaround,
            updates: updates?.map { $0.sharingTexts(shared) }, updateCount: updateCount, boosters: boosters,
            provider: provider?.sharingTexts(shared), rocketFamily: shared(rocketFamily), padID: padID,
            locationID: locationID, place: place?.sharingTexts(shared), crew: crew, spacecraft: spacecraft,
            timeline: timeline?.map { $0.sharingTexts(shared) })
    }
}

extension LaunchProvider {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> LaunchProvider {
        LaunchProvider(id: id, name: shared(name), abbreviation: shared(abbreviation), countryCodes: shared(countryCodes))
    }
}

extension LaunchPlace {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> LaunchPlace {
        LaunchPlace(
            latitude: latitude, longitude: longitude, padMapImageURL: shared(padMapImageURL), padWikiURL: shared(padWikiURL),
            countryCode: shared(countryCode), timeZone: shared(timeZone), siteMapImageURL: shared(siteMapImageURL))
    }
}

extension Webcast {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> Webcast {
        Webcast(
            url: shared(url), title: shared(title), publisher: shared(publisher), language: shared(language), kind: shared(kind),
            startsAt: startsAt, endsAt: endsAt)
    }
}

extension LaunchUpdate {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> LaunchUpdate {
        LaunchUpdate(comment: comment, at: at, author: shared(author), infoURL: shared(infoURL))
    }
}

extension TimelineEvent {
    fileprivate func sharingTexts(_ shared: SharedTexts) -> TimelineEvent {
        TimelineEvent(name: shared(name), description: shared(description), offset: offset)
    }
}
