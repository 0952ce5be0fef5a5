/// A policy XML file a Citrix scenario names (`policyFile`, `premiumDefaultsFile`): where it is,
/// relative to the scenario file and never outside its folder.
public enum MDXScenarioPolicyFile {
  /// The longest path a scenario may give, in characters.
  public static let maximumPathLength = 1024

  /// The path of `relative`, as the scenario in `scenarioFile` names it, or why it is refused: a
  /// path must be relative, stay inside the scenario's folder (no `..`), and be short.
  public static func resolve(_ relative: String, scenarioFile: String) -> Result<String, Refusal> {
    guard !relative.isEmpty, relative.count <= maximumPathLength else {
      return .failure(Refusal("expected a file name of 1 to \(maximumPathLength) characters"))
    }
    guard !relative.hasPrefix("/"), !relative.hasPrefix("~"), !relative.contains("\\") else {
      return .failure(Refusal("expected a path relative to the scenario file"))
    }
    let parts = relative.split(separator: "/", omittingEmptySubsequences: true)
    guard !parts.contains("..") else {
      return .failure(Refusal("the file must be inside the scenario's folder; '..' leaves it"))
    }
    guard let slash = scenarioFile.lastIndex(of: "/") else { return .success(relative) }
    return .success(String(scenarioFile[...slash]) + relative)
  }

  /// Why a path is refused, in our words.
  public struct Refusal: Error, Equatable, Sendable {
    /// What is wrong.
    public var message: String

    /// Creates a refusal.
    public init(_ message: String) { self.message = message }
  }
}
