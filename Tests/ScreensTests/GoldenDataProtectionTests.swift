import Screens
import SessionEngine
import TerminalUI
import Testing

/// The web views, the phone's other apps and every data-protection alert, reached as a person
/// would, compared with golden text at 80×24 and 120×40.
@Suite("Golden data protection")
struct GoldenDataProtectionTests {
  // MARK: - Screens

  @Test func webViewList() {
    let pilot = Pilot()
    pilot.toWebViews()
    #expect(pilot.app.currentScreen.identity == "app.webViews")
    pilot.golden("web-view-list", sizes: TerminalSize.both)
  }

  @Test func webViewUnmanagedHelp() {
    let pilot = Pilot()
    pilot.toWebView(0)
    #expect(pilot.app.currentScreen.identity == "app.webView.A")
    #expect(pilot.shows("Web view policy: unset"))
    pilot.golden("web-view-a", sizes: TerminalSize.both)
  }

  @Test func webViewDocumentsAfterACopy() {
    let pilot = Pilot()
    pilot.toWebView(4)
    pilot.chooseAction(2)  // Copy the text
    #expect(pilot.shows("Copied 44 characters."))
    #expect(pilot.runtime.scenario.device.clipboard?.identity == .managed)
    #expect(
      pilot.runtime.dataLog.map(\.decision)
        == [DataDecision(action: .copy, identity: .managed, rule: .sameApp, outcome: .allowed)])
    pilot.golden("web-view-e-copied", sizes: TerminalSize.both)
  }

  @Test func homeScreenWhileTheAppRuns() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.toHomeWhileRunning()
    #expect(pilot.app.currentScreen.identity == "home")
    #expect(pilot.shows("Back to Contoso Notes"))
    pilot.golden("phone-home-running", sizes: TerminalSize.both)
  }

  @Test func personalAppAfterAPaste() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.runtime.perform(.copy("Oat milk"), on: .app)
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: false)
    pilot.chooseAction(1)  // Paste
    #expect(pilot.app.currentScreen.identity == "phone.personalApp")
    #expect(pilot.shows("Pasted 8 characters."))
    pilot.golden("personal-app-pasted", sizes: TerminalSize.both)
  }

  @Test func otherManagedApp() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: true)
    #expect(pilot.app.currentScreen.identity == "phone.managedApp")
    pilot.golden("managed-app", sizes: TerminalSize.both)
  }

  @Test func managedBrowser() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.setPolicy("managedBrowserToOpenLinksRequired", .bool(true))
    pilot.setPolicy("managedBrowser", .string("microsoftEdge"))
    try? pilot.runtime.apply(.device(.managedBrowserInstalled(true)))
    pilot.openWebViews()
    pilot.press(.down, .down, .down, .down, .enter)
    pilot.chooseAction(1)  // Fabrikam website, external
    #expect(pilot.shows("Microsoft Edge (managed)"))
    pilot.golden("browser-managed", sizes: TerminalSize.both)
  }

  /// The web-view guide: an external link goes to the managed browser only when the policy
  /// requires it; without that rule the web view loads it, and the phone's browser stays shut.
  @Test func externalLinkLoadsInTheViewWithoutTheManagedBrowserRule() {
    let pilot = Pilot()
    pilot.toWebView(4)
    pilot.chooseAction(1)
    #expect(!pilot.shows("Safari"))
    #expect(pilot.shows("The web view opened https://www.fabrikam.com/"))
    pilot.golden("external-link-in-view", sizes: TerminalSize.both)
  }

  // MARK: - Alerts

  /// Reaches web view E with the policy changed by `edits`, then chooses `row`.
  private func inDocuments(_ edits: [(String, JSONValue)], row: Int) -> Pilot {
    let pilot = Pilot()
    pilot.toManaged()
    for (property, value) in edits { pilot.setPolicy(property, value) }
    pilot.openWebViews()
    pilot.press(.down, .down, .down, .down, .enter)
    pilot.chooseAction(row)
    return pilot
  }

  /// From the notes, with `copied` on the clipboard as organization data, pastes into the
  /// personal app.
  private func pasteIntoPersonal(_ edits: [(String, JSONValue)], copied: String) -> Pilot {
    let pilot = Pilot()
    pilot.toManaged()
    for (property, value) in edits { pilot.setPolicy(property, value) }
    pilot.runtime.perform(.copy(copied), on: .app)
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: false)
    pilot.chooseAction(1)
    return pilot
  }

  @Test func clipboardPasteBlocked() {
    let pilot = pasteIntoPersonal(
      [("allowedOutboundClipboardSharingLevel", .string("managedApps"))], copied: "Q3")
    #expect(pilot.app.currentScreen.identity.hasPrefix("sdk.dataAlert"))
    #expect(pilot.shows("Your organization's data can't be"))
    pilot.golden("alert-clipboard-paste-blocked", sizes: TerminalSize.both)
    pilot.press(.enter)
    #expect(pilot.app.currentScreen.identity == "phone.personalApp")
  }

  @Test func clipboardCharacterLimit() {
    let pilot = pasteIntoPersonal(
      [
        ("allowedOutboundClipboardSharingLevel", .string("blocked")),
        ("allowedOutboundClipboardSharingExceptionLength", .number(10)),
      ], copied: "Fabrikam renewal at risk")
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.clipboardCharacterLimit(10)))
    pilot.golden("alert-clipboard-character-limit", sizes: TerminalSize.both)
  }

  @Test func incomingPasteBlocked() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.setPolicy("allowedOutboundClipboardSharingLevel", .string("managedApps"))
    pilot.runtime.perform(.copy("from home"), on: .personalApp)
    pilot.openWebViews()
    pilot.press(.down, .down, .down, .down, .enter)
    pilot.chooseAction(3)  // Paste
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.incomingPasteBlocked))
    pilot.golden("alert-incoming-paste-blocked", sizes: TerminalSize.both)
  }

  @Test func outgoingDataBlocked() {
    let pilot = inDocuments(
      [("allowedOutboundDataTransferDestinations", .string("managedApps"))], row: 6)
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.outgoingDataBlocked))
    pilot.golden("alert-outgoing-data-blocked", sizes: TerminalSize.both)
  }

  @Test func incomingDataBlocked() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.setPolicy("allowedInboundDataTransferSources", .string("managedApps"))
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: false)
    pilot.type("Shopping list")
    pilot.chooseAction(2)  // Share to Contoso Notes
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.incomingDataBlocked))
    pilot.golden("alert-incoming-data-blocked", sizes: TerminalSize.both)
  }

  @Test func saveAsBlocked() {
    let pilot = inDocuments([("saveAsBlocked", .bool(true))], row: 5)
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.saveAsBlocked))
    pilot.golden("alert-save-as-blocked", sizes: TerminalSize.both)
  }

  @Test func printingBlocked() {
    let pilot = inDocuments([("printBlocked", .bool(true))], row: 4)
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .blocked(.printingBlocked))
    pilot.golden("alert-printing-blocked", sizes: TerminalSize.both)
  }

  @Test func managedBrowserRequired() {
    let pilot = inDocuments(
      [
        ("managedBrowserToOpenLinksRequired", .bool(true)),
        ("managedBrowser", .string("microsoftEdge")),
      ], row: 1)
    #expect(pilot.app.currentScreen.identity.hasPrefix("sdk.dataAlert"))
    #expect(
      pilot.runtime.dataLog.last?.decision.outcome
        == .blocked(.managedBrowserRequired(.microsoftEdge)))
    pilot.golden("alert-managed-browser-required", sizes: TerminalSize.both)
  }
}

/// What a new launch does to the phone's other apps and the SDK's alert.
@Suite struct DataProtectionFrontTests {
  @Test func aRelaunchStartsInTheAppWithoutALeftoverAlert() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.setPolicy("printBlocked", .bool(true))
    pilot.toHomeWhileRunning()
    pilot.openOtherApp(managed: false)
    #expect(pilot.app.currentScreen.identity == "phone.personalApp")
    pilot.runtime.relaunch()
    pilot.wait(.seconds(2))
    #expect(pilot.app.currentScreen.identity != "phone.personalApp")
    #expect(pilot.app.state.ui.phoneApp == nil)
  }

  @Test func anEmptyClipboardPastesNothingAndSaysSo() {
    let pilot = Pilot()
    pilot.toWebView(3)
    pilot.chooseAction(2)  // Paste
    #expect(pilot.shows("The clipboard is empty."))
    #expect(pilot.runtime.dataLog.isEmpty)
  }

  @Test func aPastedTextFillsTheWebViewsField() {
    let pilot = Pilot()
    pilot.toManaged()
    pilot.runtime.perform(.copy("Northwind"), on: .app)
    pilot.openWebViews()
    pilot.press(.down, .down, .down, .enter)  // D
    pilot.chooseAction(2)  // Paste
    #expect(pilot.app.state.ui.fields["paste"] == "Northwind")
    #expect(
      pilot.runtime.dataLog.last?.decision
        == DataDecision(action: .paste, identity: .managed, rule: .sameApp, outcome: .allowed))
  }
}

/// The multi-identity screens: the notes of the personal identity, and the PIN check of a switch
/// back to the work account with its Cancel.
@Suite("Golden multi-identity")
struct GoldenMultiIdentityTests {
  func pilot(cancelDisabled: Bool = false) -> Pilot {
    let pilot = Pilot { scenario in
      scenario.app.settings.multiIdentity = true
      scenario.app.settings.multiIdentityCancelDisabled = cancelDisabled
    }
    pilot.toManaged()
    return pilot
  }

  /// From the notes, the menu's switch row.
  func switchIdentity(_ pilot: Pilot) {
    pilot.press(.tab, .enter)
    pilot.press(.down, .down, .down, .down, .down, .enter)
  }

  @Test func personalNotes() {
    let pilot = pilot()
    switchIdentity(pilot)
    #expect(pilot.runtime.state.currentUIIdentity == .personal)
    #expect(!pilot.shows("Q3 pipeline review"))
    pilot.golden("notes-personal-identity", sizes: TerminalSize.both)
  }

  @Test func switchBackAsksForThePinWithCancel() {
    let pilot = pilot()
    switchIdentity(pilot)
    switchIdentity(pilot)
    #expect(pilot.app.currentScreen.identity.hasPrefix("sdk.enterPin"))
    #expect(pilot.shows("[ Cancel ]"))
    pilot.golden("enter-pin-identity-switch", sizes: TerminalSize.both)
    pilot.press(.escape)
    #expect(pilot.runtime.state.currentUIIdentity == .personal)
    #expect(pilot.runtime.log.entries.last?.callback == .identitySwitchRequired(.canceled))
  }

  /// The SDK's settings: `MultiIdentityCancelDisabled` hides the Cancel button of the
  /// conditional-launch screens, so without it a multi-identity app's block offers Cancel, and
  /// Esc cancels there as on the PIN screen; with it, there is no Cancel and Esc does nothing.
  @Test(arguments: [false, true])
  func aConditionalLaunchBlockOffersCancelUnlessDisabled(_ cancelDisabled: Bool) {
    let pilot = pilot(cancelDisabled: cancelDisabled)
    switchIdentity(pilot)
    try? pilot.runtime.apply(.device(.jailbroken(true)))
    switchIdentity(pilot)
    if pilot.app.currentScreen.identity.hasPrefix("sdk.enterPin") { pilot.type("2580") }
    #expect(pilot.app.currentScreen.identity == "sdk.conditionalLaunch.block")
    #expect(pilot.shows("[ Cancel ]") == !cancelDisabled)
    #expect(!pilot.shows("Go back"))
    pilot.press(.escape)
    if cancelDisabled {
      #expect(pilot.app.currentScreen.identity == "sdk.conditionalLaunch.block")
    } else {
      #expect(pilot.runtime.state.currentUIIdentity == .personal)
      #expect(pilot.runtime.log.entries.last?.callback == .identitySwitchRequired(.canceled))
    }
  }

  @Test func withCancelDisabledOnlyThePinGetsThrough() {
    let pilot = pilot(cancelDisabled: true)
    switchIdentity(pilot)
    switchIdentity(pilot)
    #expect(!pilot.shows("Cancel"))
    pilot.press(.escape)
    #expect(pilot.app.currentScreen.identity.hasPrefix("sdk.enterPin"))
    pilot.type("2580")
    pilot.wait(.seconds(1))
    #expect(pilot.runtime.state.currentUIIdentity == .work)
    #expect(pilot.shows("Q3 pipeline review"))
  }
}

/// A web view set to `currentIdentityBlockUpload` refuses the page's upload with the SDK's
/// alert; the same view set to `currentIdentity` takes the file.
@Suite struct WebViewUploadScreenTests {
  func upload(in policy: WebViewPolicy) -> Pilot {
    let pilot = Pilot { $0.app.webViews[4].policy = policy }
    pilot.toWebView(4)
    let view = pilot.runtime.scenario.app.webViews[4]
    // Links, Copy, Paste, Print, Save, two Shares, then Upload.
    pilot.chooseAction(view.links.count + 6)
    return pilot
  }

  @Test func aBlockUploadViewRefusesTheUpload() {
    let pilot = upload(in: .currentIdentityBlockUpload)
    #expect(pilot.shows("This app takes no file"), "\(pilot.text)")
    #expect(
      pilot.runtime.dataLog.map(\.decision)
        == [
          DataDecision(
            action: .upload, identity: .managed, rule: .webViewBlocksUpload,
            outcome: .blocked(.uploadBlocked))
        ])
  }

  @Test func aCurrentIdentityViewTakesTheFile() {
    let pilot = upload(in: .currentIdentity)
    #expect(pilot.shows("The page received the file."), "\(pilot.text)")
    #expect(pilot.runtime.dataLog.last?.decision.outcome == .allowed)
  }
}
