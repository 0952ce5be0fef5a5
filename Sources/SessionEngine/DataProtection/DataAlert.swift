/// The alert the SDK shows when it blocks an action, named after its semantic key.
public enum DataAlert: Equatable, Hashable, Sendable, Codable {
  /// Organization data may not be pasted here (`Clipboard*`).
  case clipboardPasteBlocked
  /// Only this many characters of organization data may be pasted here (`Clipboard*`).
  case clipboardCharacterLimit(Int)
  /// Data from that app may not be pasted into organization content (`IncomingData*`).
  case incomingPasteBlocked
  /// Organization data may not be sent to that app (`OutgoingData*`).
  case outgoingDataBlocked
  /// That app may not send data into organization content (`IncomingData*`).
  case incomingDataBlocked
  /// Organization data may not be saved to that location (`OutgoingData*`).
  case saveAsBlocked
  /// Organization data may not be printed (`PrintingBlocked_Message`).
  case printingBlocked
  /// The web view takes no file upload (its policy is `CurrentIdentityBlockUpload`).
  case uploadBlocked
  /// The link must open in the managed browser, which is not installed.
  case managedBrowserRequired(ManagedBrowserKind)
  /// The managed app could not be opened through its `-intunemam` scheme, which it does not
  /// register (iOS error -10814).
  case managedAppNotOpened
}
