/// A document of the sample app: personal, or corporate data owned by one work account.
public struct Note: Equatable, Hashable, Sendable, Codable, Identifiable {
  /// A stable id within the app.
  public var id: String
  /// The title shown in the list.
  public var title: String
  /// The text of the note.
  public var body: String
  /// The UPN of the work account that owns it, or nil for a personal note.
  public var owner: String?

  /// Creates a note.
  public init(id: String, title: String, body: String, owner: String? = nil) {
    self.id = id
    self.title = title
    self.body = body
    self.owner = owner
  }

  /// Whether the note is organization data.
  public var isCorporate: Bool { owner != nil }

  /// Whether `account` owns this note (UPNs compare without case).
  public func isOwned(by account: Account) -> Bool {
    owner?.lowercased() == account.upn.lowercased()
  }
}
