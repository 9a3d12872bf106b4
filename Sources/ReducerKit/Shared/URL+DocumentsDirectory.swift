import Foundation

#if os(Linux)
  extension URL {
    /// The user's documents folder, as Apple's Foundation spells it (`URL.documentsDirectory`,
    /// which Linux's lacks): what TCA's file-storage case study saves into. In tests, files go to
    /// memory (`\.defaultFileStorage`), so this folder is never written.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Documents")
    }
  }
#endif
