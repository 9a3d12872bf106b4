print("tutor: coming soon")
