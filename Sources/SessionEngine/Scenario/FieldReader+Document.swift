/// Opening a scenario file's JSON for reading, the same way for every vendor's loader.
extension FieldReader {
  /// A reader over the whole of the JSON `text` of `file`, with the parsed document.
  ///
  /// - Throws: the diagnostic (at its line) when `text` is not valid JSON.
  public static func opening(_ text: String, file: String) throws(Diagnostic)
    -> (reader: FieldReader, document: JSONDocument)
  {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(text)
    } catch {
      throw Diagnostic(
        .error, file: file, line: error.line, keyPath: "",
        message: "not valid JSON (column \(error.column)): \(error.message)")
    }
    return (FieldReader(document.value, path: "", file: file, lines: document.lines), document)
  }
}
