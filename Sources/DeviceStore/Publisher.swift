/// Who publishes an app, as the keychain sharing of the SDK sees it: the first two labels of the
/// bundle id (`com.contoso.notes` → `com.contoso`), so two Contoso apps share one app PIN.
public enum Publisher {
  /// The publisher of `bundleId` (lower case); a bundle id of one label is its own publisher.
  public static func of(bundleId: String) -> String {
    let labels = bundleId.lowercased().split(separator: ".", omittingEmptySubsequences: false)
    return labels.prefix(2).joined(separator: ".")
  }
}
