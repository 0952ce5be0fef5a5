/// The policy an app gives one web view, as `setWebViewPolicy(_:forWebViewer:)` sets it.
public enum WebViewPolicy: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Not set: the view follows `TreatAllWebViewsAsUnmanaged`, else the current UI identity.
  case unset
  /// Always unmanaged, whoever is signed in.
  case unmanaged
  /// The current UI identity, even when `TreatAllWebViewsAsUnmanaged` is set.
  case currentIdentity
  /// The current UI identity, as `currentIdentity`, and no file may be uploaded from the view.
  case currentIdentityBlockUpload

  /// The policy named `text` (the raw value, without regard to case), or nil.
  public init?(name text: String) {
    let lowered = text.lowercased()
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = match
  }
}
