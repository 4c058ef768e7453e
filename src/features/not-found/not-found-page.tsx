import { Button, Stack, Typography } from "@mui/material";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
      <Typography component="h1" variant="h5" tabIndex={-1} role="alert">
        {t("notFound.title")}
      </Typography>
      <Button variant="contained" component={Link} to="/main">
        {t("notFound.backHome")}
      </Button>
    </Stack>
  );
}
