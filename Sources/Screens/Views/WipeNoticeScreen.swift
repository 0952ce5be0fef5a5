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
    return ScreenContent(
      surface: .sdk,
      elements: [
        .text(strings.text(.appWipedTitle), role: .title), .spacer(1),
        .text(strings.text(.appWiped, upn, reason.code)), .spacer(1),
        .buttons([ButtonSpec(id: "ok", label: strings.text(.okButton), isDefault: true)]),
      ])
  }

  public func activate(_ id: String, _ context: ScreenContext) -> [AppAction] {
    id == "ok" ? [.send(.wipeNoticeAcknowledged)] : []
  }
}
