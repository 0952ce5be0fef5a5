import Testing

@testable import SessionEngine

/// Web views in scenario files: the built-in A–E example, defaults, and a diagnostic with its
/// line for every bad value.
@Suite struct WebViewScenarioTests {
  /// A scenario whose app has `webViews` as written.
  func scenario(webViews: String) -> ScenarioLoader.Result {
    let text = """
      {
        "tenant": { "users": [ { "upn": "a@b.com", "password": "p" } ] },
        "app": {
          "bundleId": "com.example.app",
          "webViews": \(webViews)
        }
      }
      """
    return ScenarioLoader.load(text: text, file: "views.json")
  }

  @Test func theBuiltInScenarioShipsTheGuidesFiveWebViews() throws {
    let scenario = try #require(ScenarioLoader.embedded() as Scenario?)
    let views = scenario.app.webViews
    #expect(views.map(\.name) == ["A", "B", "C", "D", "E"])
    #expect(views.map(\.policy) == [.unset, .unset, .unset, .currentIdentity, .currentIdentity])
    #expect(views.map { $0.internalPrefixes != nil } == [false, false, false, false, true])
    #expect(scenario.app.settings.treatAllWebViewsAsUnmanaged)
    // With the flag, A–C count as unmanaged for the managed user; D and E as managed.
    let identities = views.map {
      DataContext(
        surface: .webView($0.policy), uiIdentity: .managed, policy: AppProtectionPolicy(),
        treatAllWebViewsAsUnmanaged: true
      ).identity
    }
    #expect(identities == [.unmanaged, .unmanaged, .unmanaged, .managed, .managed])
    // E's delegate keeps SharePoint inside and sends the Fabrikam site out.
    let e = views[4]
    #expect(
      e.links.map { LinkRequest(url: $0.url, internalPrefixes: e.internalPrefixes).isExternal }
        == [false, true])
  }

  @Test func aMinimalWebViewTakesDefaults() throws {
    let result = scenario(webViews: #"[ { "name": "Help" } ]"#)
    let view = try #require(result.scenario?.app.webViews.first)
    #expect(view == WebViewDescription(name: "Help", title: "Help", text: ""))
    #expect(view.pasteField)
    #expect(view.policy == .unset)
    #expect(view.internalPrefixes == nil)
    #expect(result.scenario?.app.settings.treatAllWebViewsAsUnmanaged == false)
  }

  @Test func policiesAreReadWithoutRegardToCase() throws {
    let result = scenario(
      webViews:
        #"[ { "name": "X", "policy": "CurrentIdentity" }, { "name": "Y", "policy": "unmanaged" } ]"#
    )
    #expect(result.scenario?.app.webViews.map(\.policy) == [.currentIdentity, .unmanaged])
  }

  /// The one error `webViews` gives, as `line: keyPath: message`.
  func onlyError(_ webViews: String) -> String? {
    let result = scenario(webViews: webViews)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(result.scenario == nil, "an error must stop the scenario from loading")
    guard errors.count == 1, let error = errors.first else {
      Issue.record("expected one error, got \(result.diagnostics)")
      return nil
    }
    return "\(error.line ?? 0): \(error.keyPath): \(error.message)"
  }

  @Test func anUnknownPolicyIsAnErrorOnItsLine() {
    #expect(
      onlyError("[\n{ \"name\": \"A\",\n \"policy\": \"managed\" }\n]")
        == "7: app.webViews[0].policy: \"managed\" is not a web-view policy; use \"unset\", "
        + "\"unmanaged\", \"currentIdentity\", \"currentIdentityBlockUpload\"")
  }

  @Test func aMalformedURLRuleIsAnError() {
    #expect(
      onlyError(
        "[ { \"name\": \"E\",\n \"isExternalURL\": {\n \"internalPrefixes\": [\"sharepoint\"] } } ]"
      )
        == "7: app.webViews[0].isExternalURL.internalPrefixes[0]: \"sharepoint\" is not a URL "
        + "prefix such as https://contoso.sharepoint.com/")
    #expect(
      onlyError(#"[ { "name": "E", "isExternalURL": { } } ]"#)?.hasSuffix(
        "app.webViews[0].isExternalURL.internalPrefixes: is required") == true)
  }

  @Test func aLinkWithoutASchemeIsAnError() {
    #expect(
      onlyError(#"[ { "name": "A", "links": [ { "text": "x", "url": "www.contoso.com" } ] } ]"#)
        == "5: app.webViews[0].links[0].url: \"www.contoso.com\" is not a URL: it needs a scheme "
        + "such as https:")
  }

  @Test func namesAreRequiredUniqueAndShort() {
    #expect(onlyError(#"[ { "title": "x" } ]"#)?.contains("webViews[0].name: is required") == true)
    #expect(
      onlyError(#"[ { "name": "A" }, { "name": "a" } ]"#)?.contains(
        "webViews[1].name: \"a\" names another web view too") == true)
    #expect(
      onlyError(#"[ { "name": "" } ]"#)?.contains("must be 1 to 24 characters long") == true)
  }

  @Test func limitsKeepTheReaderTotal() {
    let many = "[" + (0..<27).map { "{ \"name\": \"v\($0)\" }" }.joined(separator: ",") + "]"
    #expect(onlyError(many)?.contains("holds 27 web views; at most 26") == true)
    let long = String(repeating: "x", count: 2001)
    #expect(
      onlyError("[ { \"name\": \"A\", \"text\": \"\(long)\" } ]")?.contains(
        "is 2001 characters long; at most 2000") == true)
    let links =
      "["
      + (0..<21).map { _ in #"{ "text": "t", "url": "https://x" }"# }.joined(
        separator: ",") + "]"
    #expect(
      onlyError("[ { \"name\": \"A\", \"links\": \(links) } ]")?.contains(
        "holds 21 links; at most 20") == true)
  }

  @Test func wrongTypesAndUnknownKeysAreReported() {
    let result = scenario(webViews: #"[ { "name": "A", "pasteField": "yes", "colour": 1 } ]"#)
    let messages = result.diagnostics.map { "\($0.severity) \($0.keyPath): \($0.message)" }
    #expect(
      messages.contains("error app.webViews[0].pasteField: expected true or false, found a string"))
    #expect(messages.contains { $0.hasPrefix("error app.webViews[0].colour: unknown key") })
  }

  @Test func aClipboardLevelGraphDoesNotDefineIsAnError() {
    let text = """
      {
        "tenant": { "users": [ { "upn": "a@b.com", "password": "p" } ] },
        "policies": [ { "allowedOutboundClipboardSharingLevel": "managedAppsOnly" } ],
        "app": { "bundleId": "com.example.app" }
      }
      """
    let result = ScenarioLoader.load(text: text, file: "levels.json")
    #expect(result.scenario == nil)
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.line == 3)
    #expect(error?.keyPath == "policies[0].allowedOutboundClipboardSharingLevel")
  }
}
