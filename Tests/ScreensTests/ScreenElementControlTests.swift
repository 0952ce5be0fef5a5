import Testing

@testable import Screens

/// Finding a control without making lists (`ScreenElement.holds`, `ScreenContent.controlIDs`
/// and `element(holding:)`) agrees with the lists of ids.
@Suite struct ScreenElementControlTests {
  let elements: [ScreenElement] = [
    .text("Sign in"), .spacer(1), .field(id: "upn", label: "Email", masked: false),
    .field(id: "password", label: "Password", masked: true),
    .pinBoxes(id: "pin", count: 4, autoSubmit: true, digitsOnly: true),
    .buttons([
      ButtonSpec(id: "ok", label: "OK", isDefault: true), ButtonSpec(id: "cancel", label: "Cancel"),
    ]),
    .buttons([]), .list(id: "notes", rows: []), .spinner("Checking"),
    .appIcon(initials: "CN", name: "Contoso Notes"), .details([DetailLine("OS", "iOS 17.5")]),
  ]

  @Test func holdsAgreesWithTheListOfIds() {
    let ids = ["upn", "password", "pin", "ok", "cancel", "notes", "Sign in", "", "OK", "Email"]
    for element in elements {
      for id in ids {
        #expect(element.holds(id) == element.controlIDs.contains(id), "\(element) \(id)")
      }
    }
  }

  @Test func contentFindsEveryControlInOrder() {
    let content = ScreenContent(surface: .app, elements: elements)
    #expect(content.controlIDs == ["upn", "password", "pin", "ok", "cancel", "notes"])
    for element in elements {
      for id in element.controlIDs { #expect(content.element(holding: id) == element) }
    }
    #expect(content.element(holding: "Sign in") == nil)
    #expect(content.element(holding: "missing") == nil)
  }
}
