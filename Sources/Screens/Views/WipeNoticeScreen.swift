import SessionEngine

/// The organization removed its data (`AppWiped`), with the reason code in parentheses.
public struct WipeNoticeScreen: PhoneScreen {
  /// Why.
  public let reason: WipeReason

  /// Creates the screen.
  public init(reason: WipeReason) {
    self.reason = reason
  }

  public var identity: String { "sdk.wipe" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let upn =
      context.log.entries.reversed().lazy.compactMap { entry -> String? in
        if case .wipeData(let account, _) = entry.callback { return account.upn }
        return nil
      }.first ?? ""
    return .alert(
      title: strings.text(.appWipedTitle), message: strings.text(.appWiped, upn, reason.code),
      button: "ok", label: strings.text(.okButton))
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["ok": [.send(.wipeNoticeAcknowledged)]])
  }
}
