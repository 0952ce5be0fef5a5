import MDXEngine
import SessionEngine

/// One row of the Citrix device (F4) or administrator (F5) panel: its label and what Enter does.
public struct MDXControlRow: Equatable, Sendable {
  /// What the row says.
  public var label: String
  /// What Enter on it does.
  public var command: MDXFrontCommand

  /// Creates a row.
  public init(_ label: String, _ command: MDXFrontCommand) {
    self.label = label
    self.command = command
  }

  /// The device panel's rows for `state` (each toggle shows the change it makes).
  public static func device(_ state: MDXState, strings: StringTable) -> [MDXControlRow] {
    [
      MDXControlRow(
        strings.text(state.secureHubInstalled ? .mdxRowRemoveHub : .mdxRowInstallHub),
        .event(state.secureHubInstalled ? .removeSecureHub : .installSecureHub)),
      MDXControlRow(
        strings.text(state.online ? .mdxRowGoOffline : .mdxRowGoOnline),
        .world(.device(.online(!state.online)))),
      MDXControlRow(
        strings.text(state.jailbroken ? .mdxRowUnjailbreak : .mdxRowJailbreak),
        .world(.device(.jailbroken(!state.jailbroken)))),
      MDXControlRow(
        strings.text(state.lifecycle == .background ? .mdxRowForeground : .mdxRowBackground),
        .world(.device(.appInBackground(state.lifecycle != .background)))),
      MDXControlRow(strings.text(.mdxRowSignOff), .event(.signOffFromHub)),
      MDXControlRow(strings.text(.mdxRowAdvance, 15), .world(.advanceClock(.seconds(900)))),
      MDXControlRow(strings.text(.mdxRowAdvance, 60), .world(.advanceClock(.seconds(3600)))),
      MDXControlRow(strings.text(.mdxRowQuitApp), .event(.quit)),
    ]
  }

  /// The administrator panel's rows.
  public static func admin(strings: StringTable) -> [MDXControlRow] {
    [
      MDXControlRow(strings.text(.mdxRowAppLock), .event(.admin(.appLock))),
      MDXControlRow(strings.text(.mdxRowAppUnlock), .event(.admin(.appUnlock))),
      MDXControlRow(strings.text(.mdxRowAppWipe), .event(.admin(.appWipe))),
      MDXControlRow(strings.text(.mdxRowAppUnwipe), .event(.admin(.appUnwipe))),
    ]
  }
}
