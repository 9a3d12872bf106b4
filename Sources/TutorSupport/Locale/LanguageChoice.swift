/// Picks the language to speak: the explicit option first, then `TUTOR_LANG`, `LC_ALL`,
/// `LC_MESSAGES`, `LANG`. Foundation's `Locale.current` ignores these on Linux, so they are
/// read here.
///
///     LanguageChoice.resolve(option: nil, environment: ["LANG": "es_ES.UTF-8"], available: ["en", "es"])
///     // "es"
public enum LanguageChoice {
  /// The languages the tutor speaks.
  public static let supported = ["en", "es"]

  /// The language to use: the first of the option and the variables that names a supported
  /// language, or English.
  public static func resolve(
    option: String?,
    environment: [String: String],
    available: [String] = supported
  ) -> String {
    let candidates = [option] + ["TUTOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG"].map { environment[$0] }
    for candidate in candidates {
      guard let code = languageCode(candidate) else { continue }
      if available.contains(code) { return code }
    }
    return "en"
  }

  /// `es_ES.UTF-8` → `es`; `C`, `POSIX` and empty values name no language.
  public static func languageCode(_ value: String?) -> String? {
    guard let value, !value.isEmpty, value != "C", value != "POSIX", !value.hasPrefix("C.") else {
      return nil
    }
    let code = value.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
    return code.isEmpty ? nil : code.lowercased()
  }
}
