import Screens
import SessionEngine
import Testing

@testable import Walkthrough

/// The web-views walkthrough: its steps ticked from the SDK's data-protection decisions, in
/// order, and refused for a scenario that cannot carry it.
@Suite struct WebViewsWalkthroughTests {
  @Test func decisionsTickTheStepsInOrder() {
    let pilot = Pilot()
    pilot.app.startWalkthrough(.webViews)
    #expect(pilot.walkthroughStatuses.first == "passed")
    #expect(pilot.app.walkthrough?.currentIndex == 1)
    // A copy in an unmanaged view before the app is managed ticks nothing.
    pilot.runtime.perform(.copy("x"), on: .webView(.unset))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 1)
    pilot.toManaged()
    #expect(pilot.app.walkthrough?.currentIndex == 2)
    // A managed copy is not the step asked for yet.
    pilot.runtime.perform(.copy("Q3"), on: .webView(.currentIdentity))
    pilot.wait(.milliseconds(10))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 2)
    pilot.runtime.perform(.copy("Rain"), on: .webView(.unset))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 3)
    pilot.runtime.perform(.copy("Q3"), on: .webView(.currentIdentity))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 4)
    if let content = pilot.runtime.scenario.device.clipboard {
      pilot.runtime.perform(.paste(content), on: .personalApp)
    }
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 5)
    // A link the view keeps does not count; one the delegate calls external does, though the
    // view loads it too when the policy does not require the managed browser.
    let prefixes = ["https://contoso.sharepoint.com/"]
    pilot.runtime.perform(
      .openLink(LinkRequest(url: "https://contoso.sharepoint.com/a", internalPrefixes: prefixes)),
      on: .webView(.currentIdentity))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.currentIndex == 5)
    pilot.runtime.perform(
      .openLink(LinkRequest(url: "https://www.fabrikam.com/", internalPrefixes: prefixes)),
      on: .webView(.currentIdentity))
    _ = pilot.text  // the front settles on what happened
    #expect(pilot.app.walkthrough?.isComplete == true)
    let report = pilot.app.walkthrough.map {
      WalkthroughReport.markdown($0, scenario: pilot.runtime.scenario, endedAt: pilot.runtime.now)
    }
    #expect(report?.contains("Web views and data protection: passed") == true)
  }

  @Test func theBuiltInScenarioCarriesItAndOthersAreToldWhy() {
    #expect(Walkthrough.preflight(kind: .webViews, scenario: ScenarioLoader.embedded()) == [])
    var none = ScenarioLoader.embedded()
    none.app.webViews = []
    #expect(
      Walkthrough.preflight(kind: .webViews, scenario: none)
        == ["The app declares no web views (app.webViews), so there is nothing to try."])
    var noFlag = ScenarioLoader.embedded()
    noFlag.app.settings.treatAllWebViewsAsUnmanaged = false
    noFlag.app.webViews = noFlag.app.webViews.map { view in
      var view = view
      view.internalPrefixes = nil
      return view
    }
    let problems = Walkthrough.preflight(kind: .webViews, scenario: noFlag)
    #expect(problems.count == 2)
    #expect(problems.first?.contains("No web view counts as unmanaged") == true)
    #expect(problems.last?.contains("isExternalURL") == true)
  }

  @Test func theChecklistNamesTheViewsToTry() {
    let pilot = Pilot(size: .large)
    pilot.app.startWalkthrough(.webViews)
    pilot.toManaged()
    #expect(pilot.shows("[>] 3. Copy in a view without organization data"))
    #expect(pilot.shows("Menu, Web views, then A, B, C; choose Copy the text."))
  }
}
