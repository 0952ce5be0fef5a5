import SessionEngine

/// An app that requires a policy cannot get one for this account: it says why.
public struct EnrollmentBlockedScreen: PhoneScreen {
  /// Why.
  public let block: EnrollmentBlock

  /// Creates the screen.
  public init(block: EnrollmentBlock) {
    self.block = block
  }

  public var identity: String { "sdk.blocked" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let upn = context.state.registration?.account.upn ?? ""
    let (title, message): (String, String) =
      switch block {
      case .notLicensed:
        (
          strings.text(.autoEnrollmentNotLicensedFailureTitle),
          strings.text(.autoEnrollmentNotLicensedFailureMessage, upn)
        )
      case .noPolicy: (strings.text(.noPolicyTitle), strings.text(.noPolicyMessage, upn))
      case .failed(let code):
        (
          strings.text(.autoEnrollmentFailureTitle),
          strings.text(.autoEnrollmentFailureMessage, code.rawValue)
        )
      }
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(title, role: .title), .spacer(1), .text(message), .spacer(1),
        .buttons([
          ButtonSpec(id: "remove", label: strings.text(.removeAccountButton), isDefault: true),
          ButtonSpec(id: "close", label: strings.text(.closeApplicationButton)),
        ]),
      ])
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions([
      "remove": [.send(.removeAccountChosen)], "close": [.send(.closeApplicationChosen)],
    ])
  }
}
